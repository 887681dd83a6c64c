//! `--field-selector` over nodes, as the API server reads it for nodes: `field=value`,
//! `field==value`, `field!=value`, comma-separated, all must hold, on the fields it indexes for
//! nodes (`metadata.name`, `spec.unschedulable`). Any other field is refused with the API
//! server's own words ("field label not supported").

use super::NodeView;

/// The node fields a selector can name.
pub const FIELDS: &[&str] = &["metadata.name", "spec.unschedulable"];

/// A parsed field selector.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldSelector {
    text: String,
    terms: Vec<(String, bool, String)>,
}

impl FieldSelector {
    /// clap's value parser of `--field-selector`.
    pub fn parse(text: &str) -> Result<FieldSelector, String> {
        let mut terms = Vec::new();
        for term in text.split(',').map(str::trim).filter(|t| !t.is_empty()) {
            let (field, equal, value) = if let Some((f, v)) = term.split_once("!=") {
                (f, false, v)
            } else if let Some((f, v)) = term.split_once("==") {
                (f, true, v)
            } else if let Some((f, v)) = term.split_once('=') {
                (f, true, v)
            } else {
                return Err(format!(
                    "invalid field selector {text:?}: {term:?} is not field=value, field==value or field!=value"
                ));
            };
            let field = field.trim();
            if !FIELDS.contains(&field) {
                return Err(format!(
                    "invalid field selector {text:?}: field label not supported: {field} (nodes support {})",
                    FIELDS.join(", ")
                ));
            }
            terms.push((field.to_string(), equal, value.trim().to_string()));
        }
        Ok(FieldSelector {
            text: text.to_string(),
            terms,
        })
    }

    /// The selector as given.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// Whether `node` satisfies every term.
    pub fn matches(&self, node: &NodeView) -> bool {
        self.terms.iter().all(|(field, equal, value)| {
            let actual = match field.as_str() {
                "metadata.name" => node.name.clone(),
                _ => node.unschedulable.to_string(),
            };
            (actual == *value) == *equal
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn node(name: &str, unschedulable: bool) -> NodeView {
        NodeView {
            name: name.into(),
            unschedulable,
            ..NodeView::default()
        }
    }

    #[test]
    fn node_fields_select_as_the_api_server_does() {
        let s = FieldSelector::parse("spec.unschedulable=true").expect("parses");
        assert!(s.matches(&node("a", true)));
        assert!(!s.matches(&node("a", false)));
        let s =
            FieldSelector::parse("metadata.name!=a, spec.unschedulable==false").expect("parses");
        assert!(s.matches(&node("b", false)));
        assert!(!s.matches(&node("a", false)));
        assert_eq!(
            FieldSelector::parse("status.phase=Ready").expect_err("unknown"),
            "invalid field selector \"status.phase=Ready\": field label not supported: status.phase (nodes support metadata.name, spec.unschedulable)"
        );
        assert!(FieldSelector::parse("nonsense").is_err());
    }
}
