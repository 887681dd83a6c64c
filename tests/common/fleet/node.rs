//! The Node builder: realistic GPU and CPU nodes.

use super::*;

/// A Node under construction. `gpu()` gives a ~32 KB GPU worker as GPU Operator, NFD, Calico and
/// kubelet leave it; operator keys and taints are added on top.
#[derive(Debug, Clone)]
pub struct NodeBuilder {
    pub name: String,
    pub labels: BTreeMap<String, String>,
    pub annotations: BTreeMap<String, String>,
    pub taints: Vec<Value>,
    /// Operator conditions, placed before the kubelet's (the operator prepends them).
    pub conditions: Vec<Value>,
    pub unschedulable: bool,
    pub boot_id: String,
    gpu: bool,
}

const CPUID: [&str; 44] = [
    "ADX",
    "AESNI",
    "AMXBF16",
    "AMXINT8",
    "AMXTILE",
    "AVX",
    "AVX2",
    "AVX512BF16",
    "AVX512BITALG",
    "AVX512BW",
    "AVX512CD",
    "AVX512DQ",
    "AVX512F",
    "AVX512FP16",
    "AVX512IFMA",
    "AVX512VBMI",
    "AVX512VBMI2",
    "AVX512VL",
    "AVX512VNNI",
    "AVX512VPOPCNTDQ",
    "AVXVNNI",
    "CETIBT",
    "CETSS",
    "CLDEMOTE",
    "CMPXCHG8",
    "FMA3",
    "FSRM",
    "FXSR",
    "FXSROPT",
    "GFNI",
    "IA32_ARCH_CAP",
    "IBPB",
    "LAHF",
    "MD_CLEAR",
    "MOVBE",
    "MOVDIR64B",
    "MOVDIRI",
    "OSXSAVE",
    "PCONFIG",
    "SERIALIZE",
    "SHA",
    "SPEC_CTRL_SSBD",
    "STIBP",
    "VAES",
];

/// (repository, tag, size in MB) of the images a GPU worker has pulled.
const GPU_IMAGES: [(&str, &str, u64); 50] = [
    ("nvcr.io/nvidia/driver", "570.124.06-ubuntu22.04", 1620),
    (
        "nvcr.io/nvidia/k8s/container-toolkit",
        "v1.17.5-ubuntu20.04",
        182,
    ),
    ("nvcr.io/nvidia/k8s-device-plugin", "v0.17.1", 312),
    (
        "nvcr.io/nvidia/k8s/dcgm-exporter",
        "4.1.1-4.0.4-ubuntu22.04",
        1170,
    ),
    (
        "nvcr.io/nvidia/cloud-native/dcgm",
        "4.1.1-2-ubuntu22.04",
        1010,
    ),
    ("nvcr.io/nvidia/gpu-operator", "v25.3.0", 214),
    (
        "nvcr.io/nvidia/cloud-native/gpu-operator-validator",
        "v25.3.0",
        198,
    ),
    (
        "nvcr.io/nvidia/cloud-native/k8s-driver-manager",
        "v0.8.0",
        104,
    ),
    (
        "nvcr.io/nvidia/cloud-native/k8s-mig-manager",
        "v0.12.1-ubuntu20.04",
        176,
    ),
    ("nvcr.io/nvidia/cloud-native/k8s-kata-manager", "v0.2.3", 51),
    (
        "nvcr.io/nvidia/cloud-native/vgpu-device-manager",
        "v0.3.0",
        73,
    ),
    ("nvcr.io/nvidia/cloud-native/k8s-cc-manager", "v0.1.1", 62),
    ("nvcr.io/nvidia/skyhook/agent", "v6.4.1", 141),
    ("nvcr.io/nvidia/nodewright/agent", "v6.5.0", 143),
    ("ghcr.io/nvidia/skyhook-packages/tuning", "1.4.2", 38),
    ("ghcr.io/nvidia/skyhook-packages/shellscript", "2.21.5", 24),
    ("ghcr.io/nvidia/skyhook-packages/kernel", "6.8.0-1015", 412),
    (
        "nvcr.io/nvidia/mellanox/doca-driver",
        "25.01-0.6.0.0-0-ubuntu22.04-amd64",
        1380,
    ),
    (
        "nvcr.io/nvidia/mellanox/k8s-rdma-shared-dev-plugin",
        "v1.5.2",
        47,
    ),
    ("nvcr.io/nvidia/mellanox/ib-kubernetes", "v1.1.1", 41),
    (
        "nvcr.io/nvidia/mellanox/network-operator-init-container",
        "v0.0.3",
        39,
    ),
    (
        "nvcr.io/nvidia/mellanox/nic-feature-discovery",
        "v0.0.1",
        44,
    ),
    ("nvcr.io/nvidia/mellanox/whereabouts", "v0.7.0", 53),
    ("ghcr.io/k8snetworkplumbingwg/multus-cni", "v4.1.0", 112),
    (
        "ghcr.io/k8snetworkplumbingwg/sriov-network-device-plugin",
        "v3.7.0",
        67,
    ),
    ("registry.k8s.io/nfd/node-feature-discovery", "v0.16.6", 86),
    ("registry.k8s.io/kube-proxy", "v1.34.4", 31),
    ("registry.k8s.io/pause", "3.10", 1),
    ("registry.k8s.io/coredns/coredns", "v1.12.0", 21),
    (
        "registry.k8s.io/sig-storage/csi-node-driver-registrar",
        "v2.13.0",
        14,
    ),
    ("registry.k8s.io/sig-storage/livenessprobe", "v2.15.0", 13),
    ("docker.io/calico/node", "v3.29.2", 151),
    ("docker.io/calico/cni", "v3.29.2", 98),
    ("docker.io/calico/pod2daemon-flexvol", "v3.29.2", 7),
    ("docker.io/calico/csi", "v3.29.2", 9),
    ("docker.io/calico/node-driver-registrar", "v3.29.2", 12),
    ("quay.io/prometheus/node-exporter", "v1.8.2", 23),
    ("cr.fluentbit.io/fluent/fluent-bit", "3.2.4", 38),
    ("docker.io/grafana/alloy", "v1.6.1", 164),
    ("nvcr.io/nvidia/cuda", "12.8.0-base-ubuntu22.04", 97),
    ("nvcr.io/nvidia/cuda", "12.8.0-runtime-ubuntu22.04", 1420),
    ("nvcr.io/nvidia/pytorch", "25.02-py3", 10800),
    ("nvcr.io/nvidia/nemo", "25.02", 19400),
    ("nvcr.io/nvidia/tritonserver", "25.02-py3", 8150),
    ("nvcr.io/nvidia/tensorrt", "25.02-py3", 6920),
    ("nvcr.io/nvidia/jax", "25.01-py3", 7340),
    ("nvcr.io/nvidia/nccl-tests", "2.14.1-cuda12.8", 2610),
    ("ghcr.io/kubeflow/training-operator", "v1-855e096", 48),
    ("docker.io/volcanosh/vc-webhook-manager", "v1.11.0", 58),
    ("quay.io/jetstack/cert-manager-controller", "v1.17.1", 27),
];

impl NodeBuilder {
    pub(super) fn base(name: &str, gpu: bool) -> NodeBuilder {
        let zone_n = hash(name, 1) % 3;
        let mut b = NodeBuilder {
            name: name.to_string(),
            labels: BTreeMap::new(),
            annotations: BTreeMap::new(),
            taints: Vec::new(),
            conditions: Vec::new(),
            unschedulable: false,
            boot_id: uuid(name, 2),
            gpu,
        };
        let instance = if gpu {
            pick(name, 3, &["p5.48xlarge", "p5e.48xlarge", "p4de.24xlarge"])
        } else {
            "m7i.8xlarge"
        };
        for (k, v) in [
            ("beta.kubernetes.io/arch", "amd64"),
            ("beta.kubernetes.io/os", "linux"),
            ("kubernetes.io/arch", "amd64"),
            ("kubernetes.io/os", "linux"),
            ("kubernetes.io/hostname", name),
            ("node.kubernetes.io/instance-type", instance),
            ("beta.kubernetes.io/instance-type", instance),
            ("topology.kubernetes.io/region", "us-east-1"),
            ("failure-domain.beta.kubernetes.io/region", "us-east-1"),
            ("node-role.kubernetes.io/worker", ""),
            (
                "feature.node.kubernetes.io/kernel-version.full",
                "5.15.0-1063-nvidia",
            ),
            ("feature.node.kubernetes.io/kernel-version.major", "5"),
            ("feature.node.kubernetes.io/kernel-version.minor", "15"),
            ("feature.node.kubernetes.io/kernel-version.revision", "0"),
            ("feature.node.kubernetes.io/system-os_release.ID", "ubuntu"),
            (
                "feature.node.kubernetes.io/system-os_release.VERSION_ID",
                "22.04",
            ),
            (
                "feature.node.kubernetes.io/system-os_release.VERSION_ID.major",
                "22",
            ),
            (
                "feature.node.kubernetes.io/system-os_release.VERSION_ID.minor",
                "04",
            ),
            ("feature.node.kubernetes.io/cpu-model.vendor_id", "Intel"),
            ("feature.node.kubernetes.io/cpu-model.family", "6"),
            ("feature.node.kubernetes.io/cpu-model.id", "143"),
            (
                "feature.node.kubernetes.io/cpu-hardware_multithreading",
                "true",
            ),
        ] {
            b.label(k, v);
        }
        let zone = format!("us-east-1{}", ["a", "b", "c"][zone_n as usize]);
        b.label("topology.kubernetes.io/zone", &zone);
        b.label("failure-domain.beta.kubernetes.io/zone", &zone);
        b.label(
            "eks.amazonaws.com/nodegroup",
            if gpu { "gpu-h100" } else { "system" },
        );
        b.label("karpenter.sh/capacity-type", "on-demand");

        let ip = format!(
            "10.{}.{}.{}",
            16 + hash(name, 4) % 16,
            hash(name, 5) % 256,
            1 + hash(name, 6) % 254
        );
        for (k, v) in [
            ("node.alpha.kubernetes.io/ttl", "0".to_string()),
            (
                "volumes.kubernetes.io/controller-managed-attach-detach",
                "true".to_string(),
            ),
            (
                "kubeadm.alpha.kubernetes.io/cri-socket",
                "unix:///run/containerd/containerd.sock".to_string(),
            ),
            ("projectcalico.org/IPv4Address", format!("{ip}/16")),
            (
                "projectcalico.org/IPv4VXLANTunnelAddr",
                format!(
                    "192.168.{}.{}",
                    hash(name, 8) % 256,
                    1 + hash(name, 9) % 254
                ),
            ),
            (
                "csi.volume.kubernetes.io/nodeid",
                format!(
                    r#"{{"csi.tigera.io":"{name}","ebs.csi.aws.com":"i-{}","efs.csi.aws.com":"i-{}"}}"#,
                    hex(name, 10, 17),
                    hex(name, 10, 17)
                ),
            ),
            ("nfd.node.kubernetes.io/feature-labels", String::new()),
            ("nfd.node.kubernetes.io/extended-resources", String::new()),
            (
                "nfd.node.kubernetes.io/worker.version",
                "v0.16.6".to_string(),
            ),
            ("cluster.x-k8s.io/cluster-name", "gpu-prod-use1".to_string()),
            (
                "cluster.x-k8s.io/machine",
                format!("{name}-{}", &hex(name, 11, 5)),
            ),
            ("cluster.x-k8s.io/owner-kind", "MachineSet".to_string()),
            (
                "cluster.x-k8s.io/owner-name",
                format!("gpu-prod-use1-{}", &hex(name, 12, 10)),
            ),
        ] {
            b.annotation(k, &v);
        }
        b.annotations
            .insert("node.kubernetes.io/internal-ip".into(), ip);
        b
    }

    /// A GPU worker: ~130 labels, ~14 annotations, 50 images, 8 GPUs (~32 KB of JSON).
    pub fn gpu(name: &str) -> NodeBuilder {
        let mut b = NodeBuilder::base(name, true);
        let (product, family, mem, major) =
            match b.labels["node.kubernetes.io/instance-type"].as_str() {
                "p5e.48xlarge" => ("NVIDIA-H200", "hopper", "143771", "9"),
                "p4de.24xlarge" => ("NVIDIA-A100-SXM4-80GB", "ampere", "81920", "8"),
                _ => ("NVIDIA-H100-80GB-HBM3", "hopper", "81559", "9"),
            };
        let block = hash(name, 13) % 16;
        let clique = format!(
            "{}.{}",
            uuid(&format!("clique-{block}"), 14),
            hash(name, 15) % 4
        );
        for (k, v) in [
            ("nvidia.com/gpu.present", "true"),
            ("nvidia.com/gpu.count", "8"),
            ("nvidia.com/gpu.product", product),
            ("nvidia.com/gpu.family", family),
            ("nvidia.com/gpu.memory", mem),
            ("nvidia.com/gpu.compute.major", major),
            ("nvidia.com/gpu.compute.minor", "0"),
            ("nvidia.com/gpu.machine", "p5.48xlarge"),
            ("nvidia.com/gpu.replicas", "1"),
            ("nvidia.com/gpu.sharing-strategy", "none"),
            ("nvidia.com/gpu.mode", "compute"),
            ("nvidia.com/gpu.clique", &clique),
            ("nvidia.com/cuda.driver.major", "570"),
            ("nvidia.com/cuda.driver.minor", "124"),
            ("nvidia.com/cuda.driver.rev", "06"),
            ("nvidia.com/cuda.driver-version.full", "570.124.06"),
            ("nvidia.com/cuda.driver-version.major", "570"),
            ("nvidia.com/cuda.driver-version.minor", "124"),
            ("nvidia.com/cuda.driver-version.revision", "06"),
            ("nvidia.com/cuda.runtime.major", "12"),
            ("nvidia.com/cuda.runtime.minor", "8"),
            ("nvidia.com/cuda.runtime-version.full", "12.8"),
            ("nvidia.com/cuda.runtime-version.major", "12"),
            ("nvidia.com/cuda.runtime-version.minor", "8"),
            ("nvidia.com/gfd.timestamp", "1741262473"),
            ("nvidia.com/mig.capable", "true"),
            ("nvidia.com/mig.strategy", "single"),
            ("nvidia.com/mig.config", "all-disabled"),
            ("nvidia.com/mig.config.state", "success"),
            ("nvidia.com/mps.capable", "false"),
            ("nvidia.com/vgpu.present", "false"),
            ("nvidia.com/gpu-driver-upgrade-state", "upgrade-done"),
            ("nvidia.com/gpu-driver-upgrade-enabled", "true"),
            ("nvidia.com/gpu.deploy.container-toolkit", "true"),
            ("nvidia.com/gpu.deploy.dcgm", "true"),
            ("nvidia.com/gpu.deploy.dcgm-exporter", "true"),
            ("nvidia.com/gpu.deploy.device-plugin", "true"),
            ("nvidia.com/gpu.deploy.driver", "true"),
            ("nvidia.com/gpu.deploy.gpu-feature-discovery", "true"),
            ("nvidia.com/gpu.deploy.mig-manager", "true"),
            ("nvidia.com/gpu.deploy.node-status-exporter", "true"),
            ("nvidia.com/gpu.deploy.operator-validator", "true"),
            ("nvidia.com/gpu.deploy.sandbox-device-plugin", "false"),
            ("nvidia.com/gpu.deploy.sandbox-validator", "false"),
            ("nvidia.com/gpu.deploy.vgpu-manager", "false"),
            ("nvidia.com/gpu.deploy.cc-manager", "false"),
            ("feature.node.kubernetes.io/pci-10de.present", "true"),
            ("feature.node.kubernetes.io/pci-15b3.present", "true"),
            ("feature.node.kubernetes.io/pci-1d0f.present", "true"),
            ("feature.node.kubernetes.io/rdma.available", "true"),
            ("feature.node.kubernetes.io/rdma.capable", "true"),
            ("feature.node.kubernetes.io/network-sriov.capable", "true"),
            ("feature.node.kubernetes.io/memory-numa", "true"),
            (
                "feature.node.kubernetes.io/storage-nonrotationaldisk",
                "true",
            ),
            ("feature.node.kubernetes.io/cpu-pstate.status", "active"),
            (
                "feature.node.kubernetes.io/cpu-pstate.scaling_governor",
                "performance",
            ),
            ("feature.node.kubernetes.io/cpu-pstate.turbo", "true"),
            ("feature.node.kubernetes.io/cpu-cstate.enabled", "true"),
            ("feature.node.kubernetes.io/kernel-config.NO_HZ", "true"),
            (
                "feature.node.kubernetes.io/kernel-config.NO_HZ_IDLE",
                "true",
            ),
            (
                "network.topology.nvidia.com/spine",
                &format!("spine-{}", block / 4),
            ),
            (
                "network.topology.nvidia.com/block",
                &format!("block-{block:02}"),
            ),
            (
                "network.topology.nvidia.com/accelerator",
                &format!("nvlink-{}", hash(name, 16) % 64),
            ),
        ] {
            b.label(k, v);
        }
        for f in CPUID {
            b.label(&format!("feature.node.kubernetes.io/cpu-cpuid.{f}"), "true");
        }
        // NFD lists the feature labels it owns (without the prefix), as it does on real nodes.
        let owned: Vec<String> = b
            .labels
            .keys()
            .filter_map(|k| {
                k.strip_prefix("feature.node.kubernetes.io/")
                    .map(str::to_string)
            })
            .collect();
        b.annotation("nfd.node.kubernetes.io/feature-labels", &owned.join(","));
        b.annotation(
            "nvidia.com/gpu-driver-upgrade.driver-pod-restart-start-time",
            "1741262100",
        );
        b
    }

    /// A CPU system node: no GPU labels, fewer images (~10 KB).
    pub fn cpu(name: &str) -> NodeBuilder {
        let mut b = NodeBuilder::base(name, false);
        for f in &CPUID[..20] {
            b.label(&format!("feature.node.kubernetes.io/cpu-cpuid.{f}"), "true");
        }
        b
    }

    pub fn label(&mut self, k: &str, v: &str) -> &mut Self {
        self.labels.insert(k.to_string(), v.to_string());
        self
    }

    pub fn annotation(&mut self, k: &str, v: &str) -> &mut Self {
        self.annotations.insert(k.to_string(), v.to_string());
        self
    }

    pub fn taint(
        &mut self,
        key: &str,
        value: Option<&str>,
        effect: &str,
        added: Option<Timestamp>,
    ) -> &mut Self {
        let mut t = json!({"key": key, "effect": effect});
        if let Some(v) = value {
            t["value"] = json!(v);
        }
        if let Some(a) = added {
            t["timeAdded"] = json!(rfc3339(a));
        }
        self.taints.push(t);
        self
    }

    /// Everything a CR writes on a node under prefix `p`: `nodeState_`, `status_` (annotation and
    /// label), `version_`, and the `NotReady`/`Erroring` node conditions.
    pub(super) fn cr_state(
        &mut self,
        p: &str,
        cr: &str,
        st: &CrState,
        version: &str,
        since: Timestamp,
    ) {
        let status = st.status();
        match st {
            CrState::Written {
                packages: Some(entries),
                ..
            } => {
                let mut m = serde_json::Map::new();
                for e in entries {
                    let mut v = json!({
                        "name": e.pkg.name, "version": e.pkg.version, "image": e.pkg.image,
                        "stage": e.stage, "state": e.state,
                    });
                    if e.restarts > 0 {
                        v["restarts"] = json!(e.restarts);
                    }
                    m.insert(format!("{}|{}", e.pkg.name, e.pkg.version), v);
                }
                self.annotation(
                    &format!("{p}/nodeState_{cr}"),
                    &Value::Object(m).to_string(),
                );
            }
            CrState::Written { packages: None, .. } => {}
            CrState::Raw { node_state, .. } => {
                self.annotation(&format!("{p}/nodeState_{cr}"), node_state);
            }
        }
        self.annotation(&format!("{p}/status_{cr}"), status);
        self.label(&format!("{p}/status_{cr}"), status);
        self.annotation(&format!("{p}/version_{cr}"), version);
        let complete = status == "complete";
        let erroring = match st {
            CrState::Written {
                packages: Some(e), ..
            } => e.iter().any(|e| matches!(e.state, "erroring" | "unknown")),
            _ => false,
        };
        let t = rfc3339(since);
        // Same shape as the operator's UpdateCondition: NotReady is True until complete.
        self.conditions.push(json!({
            "type": format!("{p}/{cr}/NotReady"),
            "status": if complete { "False" } else { "True" },
            "reason": if complete { "Complete" } else { "Incomplete" },
            "message": format!("Skyhook {cr} Ready"),
            "lastHeartbeatTime": t, "lastTransitionTime": t,
        }));
        self.conditions.push(json!({
            "type": format!("{p}/{cr}/Erroring"),
            "status": if erroring { "True" } else { "False" },
            "reason": if erroring { "Package(s) Erroring or Unknown" } else { "Not Erroring" },
            "message": format!("Package Erroring or Unknown for {cr}"),
            "lastHeartbeatTime": t, "lastTransitionTime": t,
        }));
    }

    /// The Node as JSON.
    pub fn to_json(&self) -> Value {
        let name = &self.name;
        let heartbeat = rfc3339(Timestamp::now() - 20.seconds());
        let booted = rfc3339(Timestamp::now() - ((3 + hash(name, 20) % 40) as i64 * 24).hours());
        let mut conditions = self.conditions.clone();
        for (t, reason, msg) in [
            (
                "MemoryPressure",
                "KubeletHasSufficientMemory",
                "kubelet has sufficient memory available",
            ),
            (
                "DiskPressure",
                "KubeletHasNoDiskPressure",
                "kubelet has no disk pressure",
            ),
            (
                "PIDPressure",
                "KubeletHasSufficientPID",
                "kubelet has sufficient PID available",
            ),
        ] {
            conditions.push(json!({"type": t, "status": "False", "reason": reason, "message": msg, "lastHeartbeatTime": heartbeat, "lastTransitionTime": booted}));
        }
        conditions.push(json!({"type": "Ready", "status": "True", "reason": "KubeletReady", "message": "kubelet is posting ready status", "lastHeartbeatTime": heartbeat, "lastTransitionTime": booted}));
        conditions.insert(0, json!({"type": "NetworkUnavailable", "status": "False", "reason": "CalicoIsUp", "message": "Calico is running on this node", "lastHeartbeatTime": booted, "lastTransitionTime": booted}));

        let images: Vec<Value> = if self.gpu {
            &GPU_IMAGES[..]
        } else {
            &GPU_IMAGES[25..45]
        }
        .iter()
        .enumerate()
        .map(|(i, (repo, tag, mb))| {
            let digest = hex(&format!("{repo}:{tag}"), 30, 64);
            let mut names = vec![format!("{repo}@sha256:{digest}"), format!("{repo}:{tag}")];
            // Some images were also pulled under a second tag, as kubelet reports them.
            if i % 3 == 0 {
                names.push(format!(
                    "{repo}:{}",
                    tag.split(['-', '.']).next().unwrap_or(tag)
                ));
            }
            json!({
                "names": names,
                "sizeBytes": mb * 1_048_576 + hash(name, 40 + i as u64) % 1_000_000,
            })
        })
        .collect();
        let (cpu, alloc_cpu, mem, alloc_mem) = if self.gpu {
            ("192", "191450m", "2097152000Ki", "2085472000Ki")
        } else {
            ("32", "31750m", "131072000Ki", "129024000Ki")
        };
        let mut capacity = json!({
            "cpu": cpu, "memory": mem, "pods": "110", "ephemeral-storage": "3750000000Ki",
            "hugepages-1Gi": "0", "hugepages-2Mi": "0",
        });
        let mut allocatable = json!({
            "cpu": alloc_cpu, "memory": alloc_mem, "pods": "110", "ephemeral-storage": "3456000000000",
            "hugepages-1Gi": "0", "hugepages-2Mi": "0",
        });
        if self.gpu {
            for m in [&mut capacity, &mut allocatable] {
                m["nvidia.com/gpu"] = json!("8");
                m["rdma/rdma_shared_device_a"] = json!("63");
                m["vpc.amazonaws.com/efa"] = json!("32");
            }
        }
        let ip = self
            .annotations
            .get("node.kubernetes.io/internal-ip")
            .cloned()
            .unwrap_or_default();
        let mut annotations = self.annotations.clone();
        annotations.remove("node.kubernetes.io/internal-ip");
        let pod_cidr = format!(
            "10.{}.{}.0/24",
            64 + hash(name, 50) % 64,
            hash(name, 51) % 256
        );
        let mut spec = json!({
            "podCIDR": pod_cidr, "podCIDRs": [pod_cidr],
            "providerID": format!("aws:///{}/i-{}", self.labels["topology.kubernetes.io/zone"], hex(name, 10, 17)),
        });
        if !self.taints.is_empty() {
            spec["taints"] = json!(self.taints);
        }
        if self.unschedulable {
            spec["unschedulable"] = json!(true);
        }
        json!({
            "apiVersion": "v1",
            "kind": "Node",
            "metadata": {"name": name, "labels": self.labels, "annotations": annotations},
            "spec": spec,
            "status": {
                "addresses": [
                    {"type": "InternalIP", "address": ip},
                    {"type": "InternalDNS", "address": format!("ip-{}.ec2.internal", ip.replace('.', "-"))},
                    {"type": "Hostname", "address": name},
                ],
                "allocatable": allocatable,
                "capacity": capacity,
                "conditions": conditions,
                "daemonEndpoints": {"kubeletEndpoint": {"Port": 10250}},
                "images": images,
                "nodeInfo": {
                    "architecture": "amd64",
                    "bootID": self.boot_id,
                    "containerRuntimeVersion": "containerd://1.7.27",
                    "kernelVersion": "5.15.0-1063-nvidia",
                    "kubeProxyVersion": "",
                    "kubeletVersion": "v1.34.4",
                    "machineID": hex(name, 60, 32),
                    "operatingSystem": "linux",
                    "osImage": "Ubuntu 22.04.5 LTS",
                    "systemUUID": uuid(name, 61),
                },
                "runtimeHandlers": [
                    {"name": "nvidia", "features": {"recursiveReadOnlyMounts": true, "userNamespaces": true}},
                    {"name": "runc", "features": {"recursiveReadOnlyMounts": true, "userNamespaces": true}},
                    {"name": "", "features": {"recursiveReadOnlyMounts": true, "userNamespaces": true}},
                ],
                "features": {"supplementalGroupsPolicy": true},
            },
        })
    }
}
