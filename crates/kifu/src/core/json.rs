//! What the games' JSON models share: the status of a record, Red and Black, square
//! names without formatting, and the output buffer of one record (`kifu convert`); how a
//! model is filled from a replayed record is [`super::model`].

use std::borrow::Cow;

use indexmap::IndexMap;

use super::board::{RedBlack, Square};
use super::header::RawTag;
pub use super::model::{JsonModel, Source, to_json, to_json_with};
use crate::json_enum;

json_enum! {
    /// Whether the record reaches the end of the game (or of the match).
    #[serde(rename_all = "lowercase")]
    pub enum StatusJson {
        /// The game (or the match) is over.
        Finished,
        /// The record stops before the end.
        Unfinished,
    }
}

json_enum! {
    /// A side of Samouraï or Kaitō.
    #[cfg_attr(feature = "schema", schemars(rename = "SideJson"))]
    #[serde(rename_all = "lowercase")]
    pub enum RedBlackJson: RedBlack {
        /// Red (in Samouraï: moves first, camp on rank 1).
        Red,
        /// Black (in Samouraï: camp on rank 11).
        Black,
    }
}

impl RedBlackJson {
    /// `Red` or `Black`.
    pub fn title(self) -> &'static str {
        match self {
            RedBlackJson::Red => "Red",
            RedBlackJson::Black => "Black",
        }
    }
}

/// The tags of a record as its JSON's `tags`: in order, each borrowed from the record (a
/// key given twice keeps its first place and its last value).
pub fn tags_json(tags: &[RawTag]) -> TagsJson<'_> {
    tags.iter()
        .map(|t| (Cow::Borrowed(&*t.key.node), Cow::Borrowed(&*t.value.node)))
        .collect()
}

/// The `tags` of a JSON record: an object of strings, in order, each key once (as an
/// `IndexMap` keeps them: a key given twice keeps its first place and its last value).
///
/// A record has a handful of tags: they are kept as a list of pairs, found by reading
/// the list (no hash of each key, one allocation), except in a long list, which is
/// indexed while it is made so that the work stays linear.
#[derive(Clone, Debug, Default)]
pub struct TagsJson<'a>(Vec<(Cow<'a, str>, Cow<'a, str>)>);

/// The most tags looked up by reading the list when a list is made.
const TAGS_READ: usize = 16;

impl<'a> TagsJson<'a> {
    /// No tags.
    pub fn new() -> Self {
        TagsJson(Vec::new())
    }

    /// No tags, with room for `n`.
    pub fn with_capacity(n: usize) -> Self {
        TagsJson(Vec::with_capacity(n))
    }

    fn position(&self, key: &str) -> Option<usize> {
        self.0.iter().position(|(k, _)| k == key)
    }

    /// Set `key` to `value`: in its place if the key is there (the old value is
    /// returned), else at the end.
    pub fn insert(&mut self, key: Cow<'a, str>, value: Cow<'a, str>) -> Option<Cow<'a, str>> {
        match self.position(&key) {
            Some(i) => Some(std::mem::replace(&mut self.0[i].1, value)),
            None => {
                self.0.push((key, value));
                None
            }
        }
    }

    /// Add `key` with `value` unless the key is there already (the first value stays).
    pub fn insert_if_absent(&mut self, key: Cow<'a, str>, value: Cow<'a, str>) {
        if self.position(&key).is_none() {
            self.0.push((key, value));
        }
    }

    /// The value of `key`.
    pub fn get(&self, key: &str) -> Option<&Cow<'a, str>> {
        self.position(key).map(|i| &self.0[i].1)
    }

    /// Whether `key` is there.
    pub fn contains_key(&self, key: &str) -> bool {
        self.position(key).is_some()
    }

    /// The keys, in order.
    pub fn keys(&self) -> impl ExactSizeIterator<Item = &Cow<'a, str>> + '_ {
        self.0.iter().map(|(k, _)| k)
    }

    /// The values, in order.
    pub fn values(&self) -> impl ExactSizeIterator<Item = &Cow<'a, str>> + '_ {
        self.0.iter().map(|(_, v)| v)
    }

    /// The keys and values, in order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (&Cow<'a, str>, &Cow<'a, str>)> + '_ {
        self.0.iter().map(|(k, v)| (k, v))
    }

    /// How many tags.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there is no tag.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl<'a> FromIterator<(Cow<'a, str>, Cow<'a, str>)> for TagsJson<'a> {
    fn from_iter<I: IntoIterator<Item = (Cow<'a, str>, Cow<'a, str>)>>(iter: I) -> Self {
        let iter = iter.into_iter();
        let mut tags = TagsJson::with_capacity(iter.size_hint().0);
        // A long list (untrusted input may hold any number of tags) is indexed.
        let mut index: Option<std::collections::HashMap<Cow<'a, str>, usize>> = None;
        for (k, v) in iter {
            if index.is_none() && tags.len() >= TAGS_READ {
                index = Some(
                    tags.0
                        .iter()
                        .enumerate()
                        .map(|(i, (k, _))| (k.clone(), i))
                        .collect(),
                );
            }
            match &mut index {
                None => {
                    tags.insert(k, v);
                }
                Some(index) => match index.get(&k) {
                    Some(&i) => tags.0[i].1 = v,
                    None => {
                        index.insert(k.clone(), tags.len());
                        tags.0.push((k, v));
                    }
                },
            }
        }
        tags
    }
}

impl<'b, 'a> IntoIterator for &'b TagsJson<'a> {
    type Item = (&'b Cow<'a, str>, &'b Cow<'a, str>);
    type IntoIter = std::iter::Map<
        std::slice::Iter<'b, (Cow<'a, str>, Cow<'a, str>)>,
        fn(&'b (Cow<'a, str>, Cow<'a, str>)) -> (&'b Cow<'a, str>, &'b Cow<'a, str>),
    >;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter().map(|(k, v)| (k, v))
    }
}

/// As maps: the same keys with the same values, in any order.
impl PartialEq for TagsJson<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().all(|(k, v)| other.get(k) == Some(v))
    }
}

impl Eq for TagsJson<'_> {}

impl serde::Serialize for TagsJson<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.iter())
    }
}

impl<'de, 'a> serde::Deserialize<'de> for TagsJson<'a> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let map = IndexMap::<Cow<'a, str>, Cow<'a, str>>::deserialize(d)?;
        Ok(TagsJson(map.into_iter().collect()))
    }
}

crate::schema_as!(TagsJson<'_> => IndexMap<String, String>);

/// A word of a game's notation in a JSON model: a square (`e1`), a token's code (`bS`),
/// an announcement (`3 ryu`). In JSON it is a plain string (its schema is a string's);
/// `kifu convert` writes it as it is when it holds only ASCII letters, digits and spaces,
/// as the words of the notation do, and escapes it like any string otherwise (a model
/// read from JSON may hold anything).
///
/// It reads as the `str` it holds:
///
/// ```
/// use kifu::kamisado::json::Word;
///
/// let square = Word::from("e1");
/// assert_eq!(&*square, "e1");
/// assert!(square.starts_with('e'));
/// assert_eq!(serde_json::to_string(&square).unwrap(), r#""e1""#);
/// ```
#[derive(
    Clone, Default, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(transparent)]
pub struct Word<'a>(Cow<'a, str>);

impl<'a> Word<'a> {
    /// The word.
    #[inline]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The word as a `Cow` (borrowed from the record's text, or owned).
    pub fn into_inner(self) -> Cow<'a, str> {
        self.0
    }
}

impl<'a> From<&'a str> for Word<'a> {
    #[inline]
    fn from(s: &'a str) -> Self {
        Word(Cow::Borrowed(s))
    }
}

impl From<String> for Word<'_> {
    fn from(s: String) -> Self {
        Word(Cow::Owned(s))
    }
}

impl<'a> From<Cow<'a, str>> for Word<'a> {
    #[inline]
    fn from(s: Cow<'a, str>) -> Self {
        Word(s)
    }
}

impl PartialEq<str> for Word<'_> {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for Word<'_> {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

/// For a model type that is a string in JSON ([`Word`], [`Text`](crate::core::json_out::Text)),
/// given its `as_str`: `Deref<Target = str>`, `AsRef<str>`, `Debug` and `Display` as the
/// `str` it holds, and a string's `JsonSchema`.
macro_rules! string_model {
    ($t:ty) => {
        impl ::std::ops::Deref for $t {
            type Target = str;
            #[inline]
            fn deref(&self) -> &str {
                self.as_str()
            }
        }

        impl AsRef<str> for $t {
            fn as_ref(&self) -> &str {
                self.as_str()
            }
        }

        impl ::std::fmt::Debug for $t {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                ::std::fmt::Debug::fmt(self.as_str(), f)
            }
        }

        impl ::std::fmt::Display for $t {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        $crate::schema_as!($t => String);
    };
}
pub(crate) use string_model;

string_model!(Word<'_>);

/// The largest board a square name is kept for (`N` ≤ 15, see [`Square`]).
const MAX: usize = 15;

/// `a1` … `o15`: every name a square of a board of up to 15 × 15 can have, as bytes
/// (`[file, rank digits…]`, padded with zeros), indexed by `file * MAX + rank`.
const NAMES: [[u8; 3]; MAX * MAX] = names();

const fn names() -> [[u8; 3]; MAX * MAX] {
    let mut t = [[0u8; 3]; MAX * MAX];
    let mut file = 0;
    while file < MAX {
        let mut rank = 0;
        while rank < MAX {
            let n = rank + 1;
            let name = &mut t[file * MAX + rank];
            name[0] = b'a' + file as u8;
            if n < 10 {
                name[1] = b'0' + n as u8;
            } else {
                name[1] = b'0' + (n / 10) as u8;
                name[2] = b'0' + (n % 10) as u8;
            }
            rank += 1;
        }
        file += 1;
    }
    t
}

/// The names of [`NAMES`] as text, made at compile time.
static NAME_TEXTS: [&str; MAX * MAX] = name_texts();

const fn name_texts() -> [&'static str; MAX * MAX] {
    // Every name's bytes in a row, three to a name (a two-character name ends in a zero).
    const BYTES: &[u8] = NAMES.as_flattened();
    let mut t = [""; MAX * MAX];
    let mut i = 0;
    while i < MAX * MAX {
        let len = if BYTES[3 * i + 2] == 0 { 2 } else { 3 };
        let (name, _) = BYTES.split_at(3 * i + len);
        let (_, name) = name.split_at(3 * i);
        t[i] = match std::str::from_utf8(name) {
            Ok(name) => name,
            Err(_) => panic!("a square's name is ASCII"),
        };
        i += 1;
    }
    t
}

/// The name of a square (`e4`, `k11`), as its `Display` writes it, without formatting
/// machinery: what the JSON of every move holds twice.
#[inline]
pub fn square_name<const N: u8>(sq: Square<N>) -> &'static str {
    NAME_TEXTS[sq.file() as usize * MAX + sq.rank() as usize]
}

/// Two more spaces after every line break of `out[from..]`, in place: a record
/// pretty-printed straight into the output becomes an item of the top-level array. A JSON
/// string never holds a raw line break, so every line break there is the layout's.
#[cfg(any(debug_assertions, test))]
pub fn indent_lines(out: &mut Vec<u8>, from: usize) {
    let breaks: Vec<usize> = memchr::memchr_iter(b'\n', &out[from..])
        .map(|i| i + from)
        .collect();
    let mut tail = out.len();
    out.resize(tail + 2 * breaks.len(), b' ');
    // From the end: what follows the k-th break moves 2 (k + 1) bytes on.
    for (k, &nl) in breaks.iter().enumerate().rev() {
        let shift = 2 * (k + 1);
        out.copy_within(nl + 1..tail, nl + 1 + shift);
        out[nl + 1 + shift - 2..nl + 1 + shift].copy_from_slice(b"  ");
        tail = nl + 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_names_are_what_display_writes() {
        // A name depends on the file and rank only: the largest board has every name.
        for sq in Square::<15>::all() {
            assert_eq!(square_name(sq), sq.to_string());
        }
        assert_eq!(square_name(Square::<6>::parse("f6").unwrap()), "f6");
    }

    #[test]
    fn lines_are_indented_in_place() {
        let mut out = b"[\n  ".to_vec();
        let from = out.len();
        out.extend_from_slice(b"{\n  \"a\": [\n    1\n  ]\n}");
        indent_lines(&mut out, from);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "[\n  {\n    \"a\": [\n      1\n    ]\n  }"
        );
        let mut none = b"ab".to_vec();
        indent_lines(&mut none, 0);
        assert_eq!(none, b"ab");
    }
}
