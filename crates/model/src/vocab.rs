//! The contract's words: an enum value's name is the one serde gives it (`rename_all =
//! "kebab-case"` on the enum: `pending-taint`, `batch-held`), in JSON, tables, flags and messages
//! alike. [`enum_name`] reads that name without building a document, [`variants`] lists the
//! values of such an enum from serde's own list of its names: no name, and no list of values, is
//! written by hand anywhere else.

use std::fmt;

use serde::ser::{self, Impossible, Serialize, Serializer};

/// The serialized name of a unit variant (`pending-taint`), of the value inside `Some`; `""` for
/// anything that is not a unit variant.
pub fn enum_name<T: Serialize + ?Sized>(v: &T) -> &'static str {
    v.serialize(NameOf).unwrap_or("")
}

/// Not a unit variant: it has no name.
#[derive(Debug)]
struct NotAName;

impl fmt::Display for NotAName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a unit variant")
    }
}

impl std::error::Error for NotAName {}

impl ser::Error for NotAName {
    fn custom<T: fmt::Display>(_: T) -> Self {
        NotAName
    }
}

/// A serializer that keeps the name serde hands to a unit variant, and refuses the rest.
struct NameOf;

type Refused = Impossible<&'static str, NotAName>;

/// Methods of [`NameOf`] that refuse their value: `method(argument types) -> what it returns`.
macro_rules! refuse {
    ($($method:ident($($arg:ty),*) -> $ret:ty;)*) => {
        $(fn $method(self, $(_: $arg),*) -> Result<$ret, NotAName> {
            Err(NotAName)
        })*
    };
}

impl Serializer for NameOf {
    type Ok = &'static str;
    type Error = NotAName;
    type SerializeSeq = Refused;
    type SerializeTuple = Refused;
    type SerializeTupleStruct = Refused;
    type SerializeTupleVariant = Refused;
    type SerializeMap = Refused;
    type SerializeStruct = Refused;
    type SerializeStructVariant = Refused;

    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
    ) -> Result<&'static str, NotAName> {
        Ok(variant)
    }

    fn serialize_some<T: Serialize + ?Sized>(self, v: &T) -> Result<&'static str, NotAName> {
        v.serialize(self)
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: &T,
    ) -> Result<&'static str, NotAName> {
        Err(NotAName)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<&'static str, NotAName> {
        Err(NotAName)
    }

    refuse! {
        serialize_bool(bool) -> &'static str;
        serialize_i8(i8) -> &'static str;
        serialize_i16(i16) -> &'static str;
        serialize_i32(i32) -> &'static str;
        serialize_i64(i64) -> &'static str;
        serialize_u8(u8) -> &'static str;
        serialize_u16(u16) -> &'static str;
        serialize_u32(u32) -> &'static str;
        serialize_u64(u64) -> &'static str;
        serialize_f32(f32) -> &'static str;
        serialize_f64(f64) -> &'static str;
        serialize_char(char) -> &'static str;
        serialize_str(&str) -> &'static str;
        serialize_bytes(&[u8]) -> &'static str;
        serialize_none() -> &'static str;
        serialize_unit() -> &'static str;
        serialize_unit_struct(&'static str) -> &'static str;
        serialize_seq(Option<usize>) -> Refused;
        serialize_tuple(usize) -> Refused;
        serialize_tuple_struct(&'static str, usize) -> Refused;
        serialize_tuple_variant(&'static str, u32, &'static str, usize) -> Refused;
        serialize_map(Option<usize>) -> Refused;
        serialize_struct(&'static str, usize) -> Refused;
        serialize_struct_variant(&'static str, u32, &'static str, usize) -> Refused;
    }
}

pub use probe::variants;

/// What serde's derive knows of an enum: the names of its variants.
mod probe {
    use std::fmt;

    use serde::de::{self, DeserializeOwned, IntoDeserializer, Visitor};

    /// Every value of an enum of unit variants, in declaration order (as serde's derive lists their
    /// names).
    pub fn variants<T: DeserializeOwned + PartialEq>() -> Vec<T> {
        let names = match T::deserialize(Probe) {
            Err(Names(names)) => names,
            Ok(_) => &[],
        };
        let mut out: Vec<T> = Vec::with_capacity(names.len());
        for name in names {
            let d: de::value::StrDeserializer<'_, de::value::Error> = name.into_deserializer();
            // An alias names a value already listed.
            if let Ok(v) = T::deserialize(d)
                && !out.contains(&v)
            {
                out.push(v);
            }
        }
        out
    }

    /// The names serde's derive gives [`Probe`] when asked to read an enum.
    #[derive(Debug)]
    struct Names(&'static [&'static str]);

    impl fmt::Display for Names {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "{} variant names", self.0.len())
        }
    }

    impl std::error::Error for Names {}

    impl de::Error for Names {
        fn custom<T: fmt::Display>(_: T) -> Self {
            Names(&[])
        }
    }

    /// A deserializer that reads nothing: asked for an enum, it fails with the enum's names.
    struct Probe;

    impl<'de> de::Deserializer<'de> for Probe {
        type Error = Names;

        fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Names> {
            Err(Names(&[]))
        }

        fn deserialize_enum<V: Visitor<'de>>(
            self,
            _: &'static str,
            variants: &'static [&'static str],
            _: V,
        ) -> Result<V::Value, Names> {
            Err(Names(variants))
        }

        serde::forward_to_deserialize_any! {
            bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
            option unit unit_struct newtype_struct seq tuple tuple_struct map struct identifier
            ignored_any
        }
    }
}

#[cfg(test)]
mod tests {
    use serde::{Deserialize, Serialize};

    use super::{enum_name, variants};

    #[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
    #[serde(rename_all = "kebab-case")]
    enum Word {
        PendingTaint,
        #[serde(alias = "old-name")]
        BatchHeld,
        #[serde(rename = "by-hand")]
        Renamed,
    }

    #[test]
    fn a_name_is_the_one_serde_writes() {
        for w in [Word::PendingTaint, Word::BatchHeld, Word::Renamed] {
            let json = serde_json::to_value(w).expect("serializes");
            assert_eq!(Some(enum_name(&w)), json.as_str(), "{w:?}");
        }
        assert_eq!(enum_name(&Some(Word::BatchHeld)), "batch-held");
        assert_eq!(enum_name(&None::<Word>), "");
        assert_eq!(enum_name(&"text"), "", "a string is not an enum's name");
        assert_eq!(enum_name(&vec![Word::Renamed]), "");
    }

    #[test]
    fn the_values_are_serdes_list_once_each_in_order() {
        assert_eq!(
            variants::<Word>(),
            [Word::PendingTaint, Word::BatchHeld, Word::Renamed]
        );
        assert_eq!(variants::<u8>(), Vec::<u8>::new(), "not an enum: none");
    }
}
