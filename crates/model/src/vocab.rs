//! The contract's words: an enum value's name (`pending-taint`, `batch-held`) is the same in
//! JSON, tables, flags and messages. serde names it for the documents (`rename_all` on the enum);
//! strum's `IntoStaticStr` and `VariantArray`, derived with the same rule (`serialize_all`), name
//! it everywhere else and list the values, and a unit test holds the two to one name per value
//! for every enum of the contract.

/// The contract's name of an enum value (`pending-taint`).
pub fn enum_name<T>(v: &T) -> &'static str
where
    for<'a> &'a T: Into<&'static str>,
{
    v.into()
}

#[cfg(test)]
mod tests {
    use strum::VariantArray;

    use super::enum_name;

    /// Every value's name is serde's (the documents') and strum's (everything else) alike.
    fn one_name_per_value<T: VariantArray + serde::Serialize + std::fmt::Debug>()
    where
        for<'a> &'a T: Into<&'static str>,
    {
        assert!(!T::VARIANTS.is_empty());
        for v in T::VARIANTS {
            let serde = serde_json::to_value(v).expect("serializes");
            assert_eq!(serde, serde_json::json!(enum_name(v)), "{v:?}");
        }
    }

    #[test]
    fn every_enum_of_the_contract_has_one_name_per_value() {
        one_name_per_value::<crate::gate::GateState>();
        one_name_per_value::<crate::gate::BlockerCode>();
        one_name_per_value::<crate::taint::TaintKind>();
        one_name_per_value::<crate::version::Rule>();
        one_name_per_value::<crate::migration::ActionCode>();
        one_name_per_value::<crate::rollout::CompartmentState>();
        one_name_per_value::<crate::wait::WaitOutcome>();
        one_name_per_value::<crate::policy::StrategyKind>();
        one_name_per_value::<crate::nodelist::NodeList>();
    }
}
