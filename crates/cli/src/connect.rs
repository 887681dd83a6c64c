//! kubectl's connection flags on the command line: the clap surface of the model's
//! [`ConnectFlags`], the one type the cluster layer connects with (the model holds it because
//! this crate and the cluster layer cannot see each other; clap's derive cannot reach a type of
//! another crate, so the flags are declared here by hand, once).

use std::path::PathBuf;

use clap::{Arg, ArgAction, ArgMatches, Args, Command, FromArgMatches};

use nodewright_model::connect::{ConnectFlags, user_extra};

use crate::values::DurationArg;

const HEADING: &str = "Cluster flags";

/// kubectl's connection flags (flattened into `GlobalArgs`); Debug never shows the token.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct ConnectArgs(pub ConnectFlags);

impl std::fmt::Debug for ConnectArgs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::ops::Deref for ConnectArgs {
    type Target = ConnectFlags;
    fn deref(&self) -> &ConnectFlags {
        &self.0
    }
}

impl std::ops::DerefMut for ConnectArgs {
    fn deref_mut(&mut self) -> &mut ConnectFlags {
        &mut self.0
    }
}

/// A flag's long name: its id with dashes.
fn long(id: &'static str) -> &'static str {
    match id {
        "as_user" => "as",
        "as_group" => "as-group",
        "as_uid" => "as-uid",
        "as_user_extra" => "as-user-extra",
        "certificate_authority" => "certificate-authority",
        "client_certificate" => "client-certificate",
        "client_key" => "client-key",
        "insecure_skip_tls_verify" => "insecure-skip-tls-verify",
        "tls_server_name" => "tls-server-name",
        "request_timeout" => "request-timeout",
        "disable_compression" => "disable-compression",
        other => other,
    }
}

/// One global option of the cluster flags.
fn opt(id: &'static str, value_name: &'static str, help: &'static str) -> Arg {
    Arg::new(id)
        .long(long(id))
        .global(true)
        .value_name(value_name)
        .help_heading(HEADING)
        .help(help)
}

/// One global switch of the cluster flags.
fn switch(id: &'static str, help: &'static str) -> Arg {
    Arg::new(id)
        .long(long(id))
        .global(true)
        .action(ArgAction::SetTrue)
        .help_heading(HEADING)
        .help(help)
}

impl Args for ConnectArgs {
    fn augment_args(cmd: Command) -> Command {
        cmd.arg(
            opt("kubeconfig", "PATH", "Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)")
                .value_parser(clap::value_parser!(PathBuf)),
        )
        .arg(
            opt("context", "NAME[,NAME...]", "The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one")
                .action(ArgAction::Append)
                .value_delimiter(','),
        )
        .arg(opt("cluster", "NAME", "The kubeconfig cluster to use"))
        .arg(opt("user", "NAME", "The kubeconfig user to use"))
        .arg(
            opt("namespace", "NS", "Namespace (used for namespaced lookups such as package logs)")
                .short('n'),
        )
        .arg(opt("server", "URL", "The address and port of the Kubernetes API server").short('s'))
        .arg(
            opt("token", "TOKEN", "Bearer token for authentication to the API server")
                .hide_env_values(true),
        )
        .arg(
            opt("as_user", "USER", "Username to impersonate for the operation"),
        )
        .arg(
            opt("as_group", "GROUP", "Group to impersonate for the operation (repeatable); needs --as")
                .action(ArgAction::Append)
                .requires("as_user"),
        )
        .arg(
            opt("as_uid", "UID", "UID to impersonate for the operation; needs --as")
                .requires("as_user"),
        )
        .arg(
            opt("as_user_extra", "KEY=VALUE", "User extra to impersonate for the operation (repeatable); needs --as")
                .action(ArgAction::Append)
                .value_parser(user_extra)
                .requires("as_user"),
        )
        .arg(opt("certificate_authority", "PATH", "Path to a cert file for the certificate authority"))
        .arg(opt("client_certificate", "PATH", "Path to a client certificate file for TLS"))
        .arg(opt("client_key", "PATH", "Path to a client key file for TLS"))
        .arg(switch("insecure_skip_tls_verify", "Do not verify the server's certificate (insecure)"))
        .arg(opt("tls_server_name", "NAME", "Server name to use for server certificate validation"))
        .arg(
            opt("request_timeout", "DURATION", "How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit")
                .default_value("0")
                .value_parser(DurationArg::parse),
        )
        .arg(switch("disable_compression", "Ask the API server for uncompressed answers"))
    }

    fn augment_args_for_update(cmd: Command) -> Command {
        Self::augment_args(cmd)
    }
}

impl FromArgMatches for ConnectArgs {
    fn from_arg_matches(m: &ArgMatches) -> Result<Self, clap::Error> {
        let mut a = ConnectArgs::default();
        a.update_from_arg_matches(m)?;
        Ok(a)
    }

    fn update_from_arg_matches(&mut self, m: &ArgMatches) -> Result<(), clap::Error> {
        let s = |id: &str| m.get_one::<String>(id).cloned();
        let all = |id: &str| -> Vec<String> {
            m.get_many::<String>(id)
                .map(|v| v.cloned().collect())
                .unwrap_or_default()
        };
        self.0 = ConnectFlags {
            kubeconfig: m.get_one::<PathBuf>("kubeconfig").cloned(),
            context: all("context"),
            cluster: s("cluster"),
            user: s("user"),
            namespace: s("namespace"),
            server: s("server"),
            token: s("token"),
            as_user: s("as_user"),
            as_group: all("as_group"),
            as_uid: s("as_uid"),
            as_user_extra: m
                .get_many::<(String, String)>("as_user_extra")
                .map(|v| v.cloned().collect())
                .unwrap_or_default(),
            certificate_authority: s("certificate_authority"),
            client_certificate: s("client_certificate"),
            client_key: s("client_key"),
            insecure_skip_tls_verify: m.get_flag("insecure_skip_tls_verify"),
            tls_server_name: s("tls_server_name"),
            request_timeout: m
                .get_one::<DurationArg>("request_timeout")
                .and_then(|d| d.get()),
            disable_compression: m.get_flag("disable_compression"),
        };
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, clap::Parser)]
    struct T {
        #[command(flatten)]
        c: ConnectArgs,
    }

    fn parse(args: &[&str]) -> Result<ConnectFlags, clap::Error> {
        use clap::Parser;
        T::try_parse_from(std::iter::once("t").chain(args.iter().copied())).map(|t| t.c.0)
    }

    #[test]
    fn every_flag_lands_in_its_field() {
        let f = parse(&[
            "--kubeconfig=/k",
            "--context",
            "a,b",
            "--as",
            "me",
            "--as-group",
            "g1",
            "--as-group",
            "g2",
            "--as-uid",
            "u",
            "--as-user-extra",
            "scopes=x",
            "--request-timeout",
            "5s",
            "--disable-compression",
            "-n",
            "ns",
            "--token",
            "t",
        ])
        .expect("parses");
        assert_eq!(f.context, ["a", "b"]);
        assert_eq!(f.as_group, ["g1", "g2"]);
        assert_eq!(f.as_user_extra, [("scopes".to_string(), "x".to_string())]);
        assert_eq!(f.request_timeout, Some(std::time::Duration::from_secs(5)));
        assert!(f.disable_compression);
        assert_eq!(f.namespace.as_deref(), Some("ns"));
        assert!(!format!("{:?}", ConnectArgs(f)).contains("\"t\""));
        let none = parse(&[]).expect("parses");
        assert_eq!(
            none.request_timeout, None,
            "no limit by default, as kubectl"
        );
    }

    #[test]
    fn impersonating_a_group_needs_a_user_as_in_kubectl() {
        for args in [
            &["--as-group", "g"][..],
            &["--as-uid", "u"],
            &["--as-user-extra", "k=v"],
        ] {
            assert!(parse(args).is_err(), "{args:?}");
        }
        assert!(parse(&["--as", "me", "--as-group", "g"]).is_ok());
    }
}
