_kubectl__nodewright() {
    local i cur prev opts cmd
    COMPREPLY=()
    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
        cur="$2"
    else
        cur="${COMP_WORDS[COMP_CWORD]}"
    fi
    prev="$3"
    cmd=""
    opts=""

    for i in "${COMP_WORDS[@]:0:COMP_CWORD}"
    do
        case "${cmd},${i}" in
            ",$1")
                cmd="kubectl__nodewright"
                ;;
            kubectl__nodewright,__complete)
                cmd="kubectl__nodewright__subcmd____complete"
                ;;
            kubectl__nodewright,annotations)
                cmd="kubectl__nodewright__subcmd__annotations"
                ;;
            kubectl__nodewright,completion)
                cmd="kubectl__nodewright__subcmd__completion"
                ;;
            kubectl__nodewright,dashboard)
                cmd="kubectl__nodewright__subcmd__dashboard"
                ;;
            kubectl__nodewright,deployment-policy)
                cmd="kubectl__nodewright__subcmd__deployment__subcmd__policy"
                ;;
            kubectl__nodewright,disable)
                cmd="kubectl__nodewright__subcmd__disable"
                ;;
            kubectl__nodewright,dp)
                cmd="kubectl__nodewright__subcmd__deployment__subcmd__policy"
                ;;
            kubectl__nodewright,enable)
                cmd="kubectl__nodewright__subcmd__enable"
                ;;
            kubectl__nodewright,explain)
                cmd="kubectl__nodewright__subcmd__explain"
                ;;
            kubectl__nodewright,forget)
                cmd="kubectl__nodewright__subcmd__forget"
                ;;
            kubectl__nodewright,help)
                cmd="kubectl__nodewright__subcmd__help"
                ;;
            kubectl__nodewright,migration)
                cmd="kubectl__nodewright__subcmd__migration"
                ;;
            kubectl__nodewright,node)
                cmd="kubectl__nodewright__subcmd__node"
                ;;
            kubectl__nodewright,options)
                cmd="kubectl__nodewright__subcmd__options"
                ;;
            kubectl__nodewright,package)
                cmd="kubectl__nodewright__subcmd__package"
                ;;
            kubectl__nodewright,pause)
                cmd="kubectl__nodewright__subcmd__pause"
                ;;
            kubectl__nodewright,regate)
                cmd="kubectl__nodewright__subcmd__regate"
                ;;
            kubectl__nodewright,reset)
                cmd="kubectl__nodewright__subcmd__reset"
                ;;
            kubectl__nodewright,restore)
                cmd="kubectl__nodewright__subcmd__restore"
                ;;
            kubectl__nodewright,resume)
                cmd="kubectl__nodewright__subcmd__resume"
                ;;
            kubectl__nodewright,rollout)
                cmd="kubectl__nodewright__subcmd__rollout"
                ;;
            kubectl__nodewright,status)
                cmd="kubectl__nodewright__subcmd__status"
                ;;
            kubectl__nodewright,taint)
                cmd="kubectl__nodewright__subcmd__taint"
                ;;
            kubectl__nodewright,untaint)
                cmd="kubectl__nodewright__subcmd__untaint"
                ;;
            kubectl__nodewright,upgrade)
                cmd="kubectl__nodewright__subcmd__upgrade"
                ;;
            kubectl__nodewright,version)
                cmd="kubectl__nodewright__subcmd__version"
                ;;
            kubectl__nodewright,wait)
                cmd="kubectl__nodewright__subcmd__wait"
                ;;
            kubectl__nodewright,why)
                cmd="kubectl__nodewright__subcmd__explain"
                ;;
            kubectl__nodewright__subcmd__deployment__subcmd__policy,help)
                cmd="kubectl__nodewright__subcmd__deployment__subcmd__policy__subcmd__help"
                ;;
            kubectl__nodewright__subcmd__deployment__subcmd__policy,reset)
                cmd="kubectl__nodewright__subcmd__deployment__subcmd__policy__subcmd__reset"
                ;;
            kubectl__nodewright__subcmd__deployment__subcmd__policy__subcmd__help,help)
                cmd="kubectl__nodewright__subcmd__deployment__subcmd__policy__subcmd__help__subcmd__help"
                ;;
            kubectl__nodewright__subcmd__deployment__subcmd__policy__subcmd__help,reset)
                cmd="kubectl__nodewright__subcmd__deployment__subcmd__policy__subcmd__help__subcmd__reset"
                ;;
            kubectl__nodewright__subcmd__help,__complete)
                cmd="kubectl__nodewright__subcmd__help__subcmd____complete"
                ;;
            kubectl__nodewright__subcmd__help,annotations)
                cmd="kubectl__nodewright__subcmd__help__subcmd__annotations"
                ;;
            kubectl__nodewright__subcmd__help,completion)
                cmd="kubectl__nodewright__subcmd__help__subcmd__completion"
                ;;
            kubectl__nodewright__subcmd__help,dashboard)
                cmd="kubectl__nodewright__subcmd__help__subcmd__dashboard"
                ;;
            kubectl__nodewright__subcmd__help,deployment-policy)
                cmd="kubectl__nodewright__subcmd__help__subcmd__deployment__subcmd__policy"
                ;;
            kubectl__nodewright__subcmd__help,disable)
                cmd="kubectl__nodewright__subcmd__help__subcmd__disable"
                ;;
            kubectl__nodewright__subcmd__help,enable)
                cmd="kubectl__nodewright__subcmd__help__subcmd__enable"
                ;;
            kubectl__nodewright__subcmd__help,explain)
                cmd="kubectl__nodewright__subcmd__help__subcmd__explain"
                ;;
            kubectl__nodewright__subcmd__help,forget)
                cmd="kubectl__nodewright__subcmd__help__subcmd__forget"
                ;;
            kubectl__nodewright__subcmd__help,help)
                cmd="kubectl__nodewright__subcmd__help__subcmd__help"
                ;;
            kubectl__nodewright__subcmd__help,migration)
                cmd="kubectl__nodewright__subcmd__help__subcmd__migration"
                ;;
            kubectl__nodewright__subcmd__help,node)
                cmd="kubectl__nodewright__subcmd__help__subcmd__node"
                ;;
            kubectl__nodewright__subcmd__help,options)
                cmd="kubectl__nodewright__subcmd__help__subcmd__options"
                ;;
            kubectl__nodewright__subcmd__help,package)
                cmd="kubectl__nodewright__subcmd__help__subcmd__package"
                ;;
            kubectl__nodewright__subcmd__help,pause)
                cmd="kubectl__nodewright__subcmd__help__subcmd__pause"
                ;;
            kubectl__nodewright__subcmd__help,regate)
                cmd="kubectl__nodewright__subcmd__help__subcmd__regate"
                ;;
            kubectl__nodewright__subcmd__help,reset)
                cmd="kubectl__nodewright__subcmd__help__subcmd__reset"
                ;;
            kubectl__nodewright__subcmd__help,restore)
                cmd="kubectl__nodewright__subcmd__help__subcmd__restore"
                ;;
            kubectl__nodewright__subcmd__help,resume)
                cmd="kubectl__nodewright__subcmd__help__subcmd__resume"
                ;;
            kubectl__nodewright__subcmd__help,rollout)
                cmd="kubectl__nodewright__subcmd__help__subcmd__rollout"
                ;;
            kubectl__nodewright__subcmd__help,status)
                cmd="kubectl__nodewright__subcmd__help__subcmd__status"
                ;;
            kubectl__nodewright__subcmd__help,taint)
                cmd="kubectl__nodewright__subcmd__help__subcmd__taint"
                ;;
            kubectl__nodewright__subcmd__help,untaint)
                cmd="kubectl__nodewright__subcmd__help__subcmd__untaint"
                ;;
            kubectl__nodewright__subcmd__help,upgrade)
                cmd="kubectl__nodewright__subcmd__help__subcmd__upgrade"
                ;;
            kubectl__nodewright__subcmd__help,version)
                cmd="kubectl__nodewright__subcmd__help__subcmd__version"
                ;;
            kubectl__nodewright__subcmd__help,wait)
                cmd="kubectl__nodewright__subcmd__help__subcmd__wait"
                ;;
            kubectl__nodewright__subcmd__help__subcmd__deployment__subcmd__policy,reset)
                cmd="kubectl__nodewright__subcmd__help__subcmd__deployment__subcmd__policy__subcmd__reset"
                ;;
            kubectl__nodewright__subcmd__help__subcmd__migration,status)
                cmd="kubectl__nodewright__subcmd__help__subcmd__migration__subcmd__status"
                ;;
            kubectl__nodewright__subcmd__help__subcmd__migration,taints)
                cmd="kubectl__nodewright__subcmd__help__subcmd__migration__subcmd__taints"
                ;;
            kubectl__nodewright__subcmd__help__subcmd__node,ignore)
                cmd="kubectl__nodewright__subcmd__help__subcmd__node__subcmd__ignore"
                ;;
            kubectl__nodewright__subcmd__help__subcmd__node,list)
                cmd="kubectl__nodewright__subcmd__help__subcmd__node__subcmd__list"
                ;;
            kubectl__nodewright__subcmd__help__subcmd__node,reset)
                cmd="kubectl__nodewright__subcmd__help__subcmd__node__subcmd__reset"
                ;;
            kubectl__nodewright__subcmd__help__subcmd__node,status)
                cmd="kubectl__nodewright__subcmd__help__subcmd__node__subcmd__status"
                ;;
            kubectl__nodewright__subcmd__help__subcmd__node,unignore)
                cmd="kubectl__nodewright__subcmd__help__subcmd__node__subcmd__unignore"
                ;;
            kubectl__nodewright__subcmd__help__subcmd__package,logs)
                cmd="kubectl__nodewright__subcmd__help__subcmd__package__subcmd__logs"
                ;;
            kubectl__nodewright__subcmd__help__subcmd__package,rerun)
                cmd="kubectl__nodewright__subcmd__help__subcmd__package__subcmd__rerun"
                ;;
            kubectl__nodewright__subcmd__help__subcmd__package,status)
                cmd="kubectl__nodewright__subcmd__help__subcmd__package__subcmd__status"
                ;;
            kubectl__nodewright__subcmd__help__subcmd__upgrade,check)
                cmd="kubectl__nodewright__subcmd__help__subcmd__upgrade__subcmd__check"
                ;;
            kubectl__nodewright__subcmd__migration,help)
                cmd="kubectl__nodewright__subcmd__migration__subcmd__help"
                ;;
            kubectl__nodewright__subcmd__migration,status)
                cmd="kubectl__nodewright__subcmd__migration__subcmd__status"
                ;;
            kubectl__nodewright__subcmd__migration,taints)
                cmd="kubectl__nodewright__subcmd__migration__subcmd__taints"
                ;;
            kubectl__nodewright__subcmd__migration__subcmd__help,help)
                cmd="kubectl__nodewright__subcmd__migration__subcmd__help__subcmd__help"
                ;;
            kubectl__nodewright__subcmd__migration__subcmd__help,status)
                cmd="kubectl__nodewright__subcmd__migration__subcmd__help__subcmd__status"
                ;;
            kubectl__nodewright__subcmd__migration__subcmd__help,taints)
                cmd="kubectl__nodewright__subcmd__migration__subcmd__help__subcmd__taints"
                ;;
            kubectl__nodewright__subcmd__node,help)
                cmd="kubectl__nodewright__subcmd__node__subcmd__help"
                ;;
            kubectl__nodewright__subcmd__node,ignore)
                cmd="kubectl__nodewright__subcmd__node__subcmd__ignore"
                ;;
            kubectl__nodewright__subcmd__node,list)
                cmd="kubectl__nodewright__subcmd__node__subcmd__list"
                ;;
            kubectl__nodewright__subcmd__node,reset)
                cmd="kubectl__nodewright__subcmd__node__subcmd__reset"
                ;;
            kubectl__nodewright__subcmd__node,status)
                cmd="kubectl__nodewright__subcmd__node__subcmd__status"
                ;;
            kubectl__nodewright__subcmd__node,unignore)
                cmd="kubectl__nodewright__subcmd__node__subcmd__unignore"
                ;;
            kubectl__nodewright__subcmd__node__subcmd__help,help)
                cmd="kubectl__nodewright__subcmd__node__subcmd__help__subcmd__help"
                ;;
            kubectl__nodewright__subcmd__node__subcmd__help,ignore)
                cmd="kubectl__nodewright__subcmd__node__subcmd__help__subcmd__ignore"
                ;;
            kubectl__nodewright__subcmd__node__subcmd__help,list)
                cmd="kubectl__nodewright__subcmd__node__subcmd__help__subcmd__list"
                ;;
            kubectl__nodewright__subcmd__node__subcmd__help,reset)
                cmd="kubectl__nodewright__subcmd__node__subcmd__help__subcmd__reset"
                ;;
            kubectl__nodewright__subcmd__node__subcmd__help,status)
                cmd="kubectl__nodewright__subcmd__node__subcmd__help__subcmd__status"
                ;;
            kubectl__nodewright__subcmd__node__subcmd__help,unignore)
                cmd="kubectl__nodewright__subcmd__node__subcmd__help__subcmd__unignore"
                ;;
            kubectl__nodewright__subcmd__package,help)
                cmd="kubectl__nodewright__subcmd__package__subcmd__help"
                ;;
            kubectl__nodewright__subcmd__package,logs)
                cmd="kubectl__nodewright__subcmd__package__subcmd__logs"
                ;;
            kubectl__nodewright__subcmd__package,rerun)
                cmd="kubectl__nodewright__subcmd__package__subcmd__rerun"
                ;;
            kubectl__nodewright__subcmd__package,status)
                cmd="kubectl__nodewright__subcmd__package__subcmd__status"
                ;;
            kubectl__nodewright__subcmd__package__subcmd__help,help)
                cmd="kubectl__nodewright__subcmd__package__subcmd__help__subcmd__help"
                ;;
            kubectl__nodewright__subcmd__package__subcmd__help,logs)
                cmd="kubectl__nodewright__subcmd__package__subcmd__help__subcmd__logs"
                ;;
            kubectl__nodewright__subcmd__package__subcmd__help,rerun)
                cmd="kubectl__nodewright__subcmd__package__subcmd__help__subcmd__rerun"
                ;;
            kubectl__nodewright__subcmd__package__subcmd__help,status)
                cmd="kubectl__nodewright__subcmd__package__subcmd__help__subcmd__status"
                ;;
            kubectl__nodewright__subcmd__upgrade,check)
                cmd="kubectl__nodewright__subcmd__upgrade__subcmd__check"
                ;;
            kubectl__nodewright__subcmd__upgrade,help)
                cmd="kubectl__nodewright__subcmd__upgrade__subcmd__help"
                ;;
            kubectl__nodewright__subcmd__upgrade__subcmd__help,check)
                cmd="kubectl__nodewright__subcmd__upgrade__subcmd__help__subcmd__check"
                ;;
            kubectl__nodewright__subcmd__upgrade__subcmd__help,help)
                cmd="kubectl__nodewright__subcmd__upgrade__subcmd__help__subcmd__help"
                ;;
            *)
                ;;
        esac
    done

    case "${cmd}" in
        kubectl__nodewright)
            opts="-n -s -v -o -h -V --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help --version status explain why wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy dp migration upgrade completion options __complete help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 1 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd____complete)
            opts="-n -s -v -o -h --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__annotations)
            opts="-l -n -s -v -o -h --selector --regex --field-selector --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -l)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --field-selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__completion)
            opts="-n -s -v -o -h --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help kubectl bash zsh fish powershell elvish nushell"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__dashboard)
            opts="-l -n -s -v -o -h --address --port --open --selector --interval --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --address)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --port)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -l)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --interval)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__deployment__subcmd__policy)
            opts="-n -s -v -o -h --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help reset help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__deployment__subcmd__policy__subcmd__help)
            opts="reset help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__deployment__subcmd__policy__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__deployment__subcmd__policy__subcmd__help__subcmd__reset)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__deployment__subcmd__policy__subcmd__reset)
            opts="-y -n -s -v -o -h --dry-run --yes --confirm --concurrency --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --dry-run)
                    COMPREPLY=($(compgen -W "none client server" -- "${cur}"))
                    return 0
                    ;;
                --concurrency)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__disable)
            opts="-y -n -s -v -o -h --dry-run --yes --confirm --concurrency --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --dry-run)
                    COMPREPLY=($(compgen -W "none client server" -- "${cur}"))
                    return 0
                    ;;
                --concurrency)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__enable)
            opts="-y -n -s -v -o -h --dry-run --yes --confirm --concurrency --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --dry-run)
                    COMPREPLY=($(compgen -W "none client server" -- "${cur}"))
                    return 0
                    ;;
                --concurrency)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__explain)
            opts="-n -s -v -o -h --detail --events --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --events)
                    COMPREPLY=($(compgen -W "true false" -- "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__forget)
            opts="-l -y -n -s -v -o -h --selector --regex --field-selector --orphaned --include-ignore --backup --dry-run --yes --confirm --concurrency --skyhook --nodewright --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -l)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --field-selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --backup)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dry-run)
                    COMPREPLY=($(compgen -W "none client server" -- "${cur}"))
                    return 0
                    ;;
                --concurrency)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --nodewright)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --skyhook)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help)
            opts="status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd____complete)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__annotations)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__completion)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__dashboard)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__deployment__subcmd__policy)
            opts="reset"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__deployment__subcmd__policy__subcmd__reset)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__disable)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__enable)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__explain)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__forget)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__migration)
            opts="status taints"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__migration__subcmd__status)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__migration__subcmd__taints)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__node)
            opts="list status reset ignore unignore"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__node__subcmd__ignore)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__node__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__node__subcmd__reset)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__node__subcmd__status)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__node__subcmd__unignore)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__options)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__package)
            opts="status logs rerun"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__package__subcmd__logs)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__package__subcmd__rerun)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__package__subcmd__status)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__pause)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__regate)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__reset)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__restore)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__resume)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__rollout)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__status)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__taint)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__untaint)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__upgrade)
            opts="check"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__upgrade__subcmd__check)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__version)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__help__subcmd__wait)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__migration)
            opts="-n -s -v -o -h --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help status taints help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__migration__subcmd__help)
            opts="status taints help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__migration__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__migration__subcmd__help__subcmd__status)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__migration__subcmd__help__subcmd__taints)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__migration__subcmd__status)
            opts="-n -s -v -o -h --show --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --show)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__migration__subcmd__taints)
            opts="-l -y -n -s -v -o -h --selector --regex --field-selector --all --dry-run --yes --confirm --concurrency --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -l)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --field-selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dry-run)
                    COMPREPLY=($(compgen -W "none client server" -- "${cur}"))
                    return 0
                    ;;
                --concurrency)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__node)
            opts="-n -s -v -o -h --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help list status reset ignore unignore help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__node__subcmd__help)
            opts="list status reset ignore unignore help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__node__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__node__subcmd__help__subcmd__ignore)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__node__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__node__subcmd__help__subcmd__reset)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__node__subcmd__help__subcmd__status)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__node__subcmd__help__subcmd__unignore)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__node__subcmd__ignore)
            opts="-l -y -n -s -v -o -h --selector --regex --field-selector --dry-run --yes --confirm --concurrency --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -l)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --field-selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dry-run)
                    COMPREPLY=($(compgen -W "none client server" -- "${cur}"))
                    return 0
                    ;;
                --concurrency)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__node__subcmd__list)
            opts="-l -n -s -v -o -h --selector --regex --field-selector --skyhook --nodewright --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -l)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --field-selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --nodewright)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --skyhook)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__node__subcmd__reset)
            opts="-l -y -n -s -v -o -h --selector --regex --field-selector --all --dry-run --yes --confirm --concurrency --skyhook --nodewright --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -l)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --field-selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dry-run)
                    COMPREPLY=($(compgen -W "none client server" -- "${cur}"))
                    return 0
                    ;;
                --concurrency)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --nodewright)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --skyhook)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__node__subcmd__status)
            opts="-l -n -s -v -o -h --selector --regex --field-selector --skyhook --nodewright --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -l)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --field-selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --nodewright)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --skyhook)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__node__subcmd__unignore)
            opts="-l -y -n -s -v -o -h --selector --regex --field-selector --dry-run --yes --confirm --concurrency --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -l)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --field-selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dry-run)
                    COMPREPLY=($(compgen -W "none client server" -- "${cur}"))
                    return 0
                    ;;
                --concurrency)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__options)
            opts="-n -s -v -o -h --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__package)
            opts="-n -s -v -o -h --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help status logs rerun help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__package__subcmd__help)
            opts="status logs rerun help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__package__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__package__subcmd__help__subcmd__logs)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__package__subcmd__help__subcmd__rerun)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__package__subcmd__help__subcmd__status)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__package__subcmd__logs)
            opts="-f -n -s -v -o -h --skyhook --nodewright --node --stage --follow --tail --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --nodewright)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --skyhook)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stage)
                    COMPREPLY=($(compgen -W "apply config interrupt post-interrupt uninstall upgrade" -- "${cur}"))
                    return 0
                    ;;
                --tail)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__package__subcmd__rerun)
            opts="-l -y -n -s -v -o -h --skyhook --nodewright --node --selector --stage --dry-run --yes --confirm --concurrency --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --nodewright)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --skyhook)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -l)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stage)
                    COMPREPLY=($(compgen -W "apply config interrupt post-interrupt" -- "${cur}"))
                    return 0
                    ;;
                --dry-run)
                    COMPREPLY=($(compgen -W "none client server" -- "${cur}"))
                    return 0
                    ;;
                --concurrency)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__package__subcmd__status)
            opts="-l -n -s -v -o -h --skyhook --nodewright --node --selector --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --nodewright)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --skyhook)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -l)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__pause)
            opts="-y -n -s -v -o -h --dry-run --yes --confirm --concurrency --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --dry-run)
                    COMPREPLY=($(compgen -W "none client server" -- "${cur}"))
                    return 0
                    ;;
                --concurrency)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__regate)
            opts="-l -y -n -s -v -o -h --selector --regex --field-selector --dry-run --yes --confirm --concurrency --skyhook --nodewright --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -l)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --field-selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dry-run)
                    COMPREPLY=($(compgen -W "none client server" -- "${cur}"))
                    return 0
                    ;;
                --concurrency)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --nodewright)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --skyhook)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__reset)
            opts="-l -y -n -s -v -o -h --node --selector --package --batch --skip-batch-reset --dry-run --yes --confirm --concurrency --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --node)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -l)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --package)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dry-run)
                    COMPREPLY=($(compgen -W "none client server" -- "${cur}"))
                    return 0
                    ;;
                --concurrency)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__restore)
            opts="-y -n -s -v -o -h --force --dry-run --yes --confirm --concurrency --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --dry-run)
                    COMPREPLY=($(compgen -W "none client server" -- "${cur}"))
                    return 0
                    ;;
                --concurrency)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__resume)
            opts="-y -n -s -v -o -h --dry-run --yes --confirm --concurrency --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --dry-run)
                    COMPREPLY=($(compgen -W "none client server" -- "${cur}"))
                    return 0
                    ;;
                --concurrency)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__rollout)
            opts="-l -w -n -s -v -o -h --selector --window --watch --interval --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -l)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --window)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --interval)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__status)
            opts="-l -L -w -n -s -v -o -h --selector --regex --field-selector --label-columns --show-labels --state --watch --interval --skyhook --nodewright --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -l)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --field-selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --label-columns)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -L)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --state)
                    COMPREPLY=($(compgen -W "ungated pending-taint gated released exposed stuck" -- "${cur}"))
                    return 0
                    ;;
                --interval)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --nodewright)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --skyhook)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__taint)
            opts="-l -y -n -s -v -o -h --selector --regex --field-selector --overwrite --replace --dry-run --yes --confirm --concurrency --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -l)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --field-selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --replace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dry-run)
                    COMPREPLY=($(compgen -W "none client server" -- "${cur}"))
                    return 0
                    ;;
                --concurrency)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__untaint)
            opts="-l -y -n -s -v -o -h --selector --regex --field-selector --key --dry-run --yes --confirm --concurrency --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -l)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --field-selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dry-run)
                    COMPREPLY=($(compgen -W "none client server" -- "${cur}"))
                    return 0
                    ;;
                --concurrency)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__upgrade)
            opts="-n -s -v -o -h --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help check help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__upgrade__subcmd__check)
            opts="-n -s -v -o -h --to --show --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --to)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --show)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__upgrade__subcmd__help)
            opts="check help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__upgrade__subcmd__help__subcmd__check)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__upgrade__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__version)
            opts="-n -s -v -o -h --client --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        kubectl__subcmd__nodewright__subcmd__wait)
            opts="-l -n -s -v -o -h --selector --regex --field-selector --for --timeout --interval --keep-waiting --skyhook --nodewright --kubeconfig --context --cluster --user --namespace --server --token --as --as-group --as-uid --as-user-extra --certificate-authority --client-certificate --client-key --insecure-skip-tls-verify --tls-server-name --request-timeout --disable-compression --all-contexts --max-clusters --context-timeout --v --output --no-headers --sort-by --color --warnings-as-errors --operator-namespace --runtime-required-taint --removal-version --stall-after --chunk-size --node-list --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -l)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --field-selector)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --for)
                    COMPREPLY=($(compgen -W "released gated untainted complete schedulable" -- "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --interval)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --nodewright)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --skyhook)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kubeconfig)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cluster)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -n)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --server)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-group)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-uid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --as-user-extra)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --certificate-authority)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-certificate)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-server-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --request-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-clusters)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --context-timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -v)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table wide json yaml name jsonpath= jsonpath-file= custom-columns= custom-columns-file=" -- "${cur}"))
                    return 0
                    ;;
                --sort-by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --operator-namespace)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --runtime-required-taint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --removal-version)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stall-after)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --chunk-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --node-list)
                    COMPREPLY=($(compgen -W "one paged cached" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
    esac
}

if [[ "${BASH_VERSINFO[0]}" -eq 4 && "${BASH_VERSINFO[1]}" -ge 4 || "${BASH_VERSINFO[0]}" -gt 4 ]]; then
    complete -F _kubectl__nodewright -o nosort -o bashdefault -o default kubectl-nodewright
else
    complete -F _kubectl__nodewright -o bashdefault -o default kubectl-nodewright
fi
