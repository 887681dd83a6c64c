//! `-L/--label-columns` and `--show-labels` on the node tables, as kubectl's: a column per
//! label key (its last `/` segment upper-cased, the value or nothing), and a `LABELS` column of
//! every `key=value` (`<none>` without labels).

use std::collections::BTreeMap;

use super::table::Table;

/// The labels of the shown nodes, by node name, and the columns asked for.
#[derive(Debug, Default)]
pub struct LabelColumns {
    pub keys: Vec<String>,
    pub show: bool,
    pub by_node: BTreeMap<String, BTreeMap<String, String>>,
}

impl LabelColumns {
    /// True when a column was asked for: only then are the labels kept.
    pub fn wanted(&self) -> bool {
        self.show || !self.keys.is_empty()
    }

    /// Keeps what the columns need of one node's labels.
    pub fn keep(&mut self, node: &str, labels: &BTreeMap<String, String>) {
        if !self.wanted() {
            return;
        }
        let kept = labels
            .iter()
            .filter(|(k, _)| self.show || self.keys.contains(k))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        self.by_node.insert(node.to_string(), kept);
    }

    /// Adds the columns to a table whose rows start with the node name.
    pub fn apply(&self, t: &mut Table) {
        for key in &self.keys {
            let header = key.rsplit('/').next().unwrap_or(key);
            t.column_by_first(header, |node| {
                self.by_node
                    .get(node)
                    .and_then(|l| l.get(key))
                    .cloned()
                    .unwrap_or_default()
            });
        }
        if self.show {
            t.column_by_first("labels", |node| {
                // As labels.Set's String(): the `key=value` pairs sorted as strings.
                let mut all: Vec<String> = self
                    .by_node
                    .get(node)
                    .into_iter()
                    .flatten()
                    .map(|(k, v)| format!("{k}={v}"))
                    .collect();
                all.sort();
                if all.is_empty() {
                    "<none>".into()
                } else {
                    all.join(",")
                }
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::Cell;

    #[test]
    fn label_columns_read_as_kubectls() {
        let mut l = LabelColumns {
            keys: vec!["nvidia.com/gpu.product".into()],
            show: true,
            ..LabelColumns::default()
        };
        let labels: BTreeMap<String, String> = [
            ("nvidia.com/gpu.product".to_string(), "H100".to_string()),
            ("pool".into(), "a".into()),
        ]
        .into_iter()
        .collect();
        l.keep("gpu-1", &labels);
        let mut t = Table::new(&["node"]);
        t.row(vec![Cell::from("gpu-1")]);
        t.row(vec![Cell::from("gpu-2")]);
        l.apply(&mut t);
        assert_eq!(
            t.render(),
            "NODE    GPU.PRODUCT   LABELS\ngpu-1   H100          nvidia.com/gpu.product=H100,pool=a\ngpu-2                 <none>\n"
        );
    }
}
