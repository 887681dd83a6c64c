//! Where provisioning objects (Karpenter NodePools, Cluster API kubeadm objects) name the legacy
//! gate taint: the fields and values found, as report entries.

use serde_json::Value;

use super::report::ProvisioningSource;
use crate::OperatorConfig;
use crate::migration as mig;

pub fn taint_list_hits(
    obj: &Value,
    pointer: &str,
    field: &str,
    config: &OperatorConfig,
    out: &mut Vec<(String, String)>,
) {
    if let Some(list) = obj.pointer(pointer).and_then(Value::as_array) {
        for t in list {
            let key = t.get("key").and_then(Value::as_str).unwrap_or("");
            if mig::names_legacy_key(key, config) {
                let value = t.get("value").and_then(Value::as_str).unwrap_or("");
                let effect = t.get("effect").and_then(Value::as_str).unwrap_or("");
                let shown = if value.is_empty() {
                    format!("{key}:{effect}")
                } else {
                    format!("{key}={value}:{effect}")
                };
                out.push((field.to_string(), shown));
            }
        }
    }
}

/// Every `nodeRegistration` in a Cluster API kubeadm object: its `taints` and the kubelet's
/// `register-with-taints` (a map in v1beta1, a list of {name, value} in v1beta2).
pub fn node_registration_hits(
    v: &Value,
    path: &str,
    config: &OperatorConfig,
    out: &mut Vec<(String, String)>,
) {
    match v {
        Value::Object(map) => {
            for (k, child) in map {
                let here = if path.is_empty() {
                    k.clone()
                } else {
                    format!("{path}.{k}")
                };
                if k == "nodeRegistration" {
                    taint_list_hits(child, "/taints", &format!("{here}.taints"), config, out);
                    let args = child.get("kubeletExtraArgs");
                    let mut flag = |val: &str| {
                        if mig::register_with_taints_names_legacy(val, config) {
                            out.push((
                                format!("{here}.kubeletExtraArgs.register-with-taints"),
                                val.to_string(),
                            ));
                        }
                    };
                    match args {
                        Some(Value::Object(m)) => {
                            if let Some(val) = m.get("register-with-taints").and_then(Value::as_str)
                            {
                                flag(val);
                            }
                        }
                        Some(Value::Array(list)) => {
                            for a in list {
                                if a.get("name").and_then(Value::as_str)
                                    == Some("register-with-taints")
                                    && let Some(val) = a.get("value").and_then(Value::as_str)
                                {
                                    flag(val);
                                }
                            }
                        }
                        _ => {}
                    }
                } else {
                    node_registration_hits(child, &here, config, out);
                }
            }
        }
        Value::Array(list) => {
            for (i, child) in list.iter().enumerate() {
                node_registration_hits(child, &format!("{path}[{i}]"), config, out);
            }
        }
        _ => {}
    }
}

pub fn source(
    kind: &str,
    api_version: &str,
    obj: &Value,
    field: String,
    value: String,
) -> ProvisioningSource {
    ProvisioningSource {
        kind: kind.to_string(),
        api_version: api_version.to_string(),
        namespace: obj
            .pointer("/metadata/namespace")
            .and_then(Value::as_str)
            .map(str::to_string),
        name: obj
            .pointer("/metadata/name")
            .and_then(Value::as_str)
            .unwrap_or("?")
            .to_string(),
        field,
        value,
    }
}
