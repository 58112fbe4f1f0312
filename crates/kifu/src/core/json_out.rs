//! The JSON writer of the games' JSON models (`kifu convert`): the very bytes serde_json
//! writes (on one line, or pretty-printed), written from the model types themselves.
//!
//! serde_json goes through serde's data model: every key is a string escaped at run time,
//! every piece of punctuation a separate write. The models are known when the crate is
//! built, so `json_model!` declares a model once and derives, next to
//! serde's `Serialize`, a [`WriteJson`] that writes each key as one quoted constant, square
//! names and enum names without escaping, and integers with `itoa`. Strings that need
//! escaping (rare: quotes, backslashes, control characters) go through serde_json's own
//! escaping, so the output is serde_json's byte for byte; the tests hold both writers to
//! the same bytes.
//!
//! # Why a second writer (issue #32)
//!
//! The models' derived `Serialize` stays their one definition: it is what reads JSON
//! back, what `Game::to_json` gives as `serde_json::Value`s, and what debug builds check
//! this writer against on every record the tests convert
//! ([`crate::core::game::write_model`]). This writer is kept for `kifu convert` only
//! because serde_json, writing the same models to the same bytes, was measured far more
//! than 25 % slower: `convert --to jsonl -j1` on the bench corpora (`scripts/corpora.sh`;
//! instructions by `scripts/bench-cost.sh`, CPU time by `perf stat -e task-clock` over
//! alternating runs), release builds of the same commit with `write_model` writing
//! through `serde_json::to_writer` into the pre-sized `Vec<u8>` instead of this writer:
//!
//! | corpus | instructions (M), this → serde_json | CPU time (ms, median of 15) |
//! | --- | --- | --- |
//! | Kamisado, English arrows | 155.0 → 306.0 (+97 %) | 19 → 30 (+58 %) |
//! | Kamisado, German ASCII | 159.0 → 311.3 (+96 %) | 18 → 30 (+67 %) |
//! | Kamisado, French words | 163.3 → 315.6 (+93 %) | 16 → 28 (+75 %) |
//! | Kamisado, French words as typed | 167.6 → 319.9 (+91 %) | 19 → 30 (+58 %) |
//! | Samouraï (3,000 records) | 915.6 → 1,702.7 (+86 %) | 82 → 127 (+55 %) |
//! | Kaitō (3,000 records) | 191.8 → 308.4 (+61 %) | 22 → 28 (+27 %) |
//! | Colors of Kasane (3,000 records) | 370.2 → 542.7 (+47 %) | 38 → 49 (+29 %) |
//!
//! The models' `Serialize` is derived, which is what a hand-written one would call too:
//! the gap is serde_json's own work, not the models'. A profile of the serde_json run on
//! Kaitō puts 30 % of all its instructions in `serialize_str`, which escapes every key and
//! every string byte by byte (a Kamisado move has twelve keys and eight strings), and
//! no `Serialize` impl can reach past it; this writer writes each key as one constant and
//! a square name as one copy of four bytes. BENCHMARKS.md's `convert` target (100 MB/s
//! of notation a thread) is met by 1–13 % on Kaitō and German Kamisado: serde_json alone
//! would miss it by far. The writer's smaller shortcuts pay too: Kasane's players and
//! cards as plain `Cow`s instead of [`Text`] cost 2.0 % more instructions on Kasane, and
//! Samouraï's enum names through `json_enum!`'s writer instead of its constants 2.4 %.

use std::borrow::Cow;

/// Where JSON is written, and how: on one line, or pretty-printed as serde_json's
/// `to_writer_pretty` does (two spaces an indent), starting at some depth.
pub struct JsonOut<'o> {
    /// The bytes written so far: the caller's buffer, taken while the JSON is written (so
    /// that each write reaches the buffer without going through the caller's reference)
    /// and given back when the `JsonOut` is dropped.
    buf: Vec<u8>,
    /// The caller's buffer, empty until then.
    target: &'o mut Vec<u8>,
    pretty: bool,
    /// The indentation of the container being written (pretty-printed only).
    depth: usize,
}

impl Drop for JsonOut<'_> {
    /// The bytes go back to the caller's buffer.
    fn drop(&mut self) {
        std::mem::swap(self.target, &mut self.buf);
    }
}

/// Spaces to indent with, a slice of it at a time.
const SPACES: &[u8; 64] = &[b' '; 64];

impl<'o> JsonOut<'o> {
    /// JSON on one line, no spaces (`serde_json::to_writer`), appended to `buf`.
    pub fn compact(buf: &'o mut Vec<u8>) -> Self {
        JsonOut {
            buf: std::mem::take(buf),
            target: buf,
            pretty: false,
            depth: 0,
        }
    }

    /// Pretty-printed JSON (`serde_json::to_writer_pretty`) appended to `buf`, every line
    /// after the first indented by `depth` levels more: `depth` 1 gives an item of a
    /// top-level array.
    pub fn pretty(buf: &'o mut Vec<u8>, depth: usize) -> Self {
        JsonOut {
            buf: std::mem::take(buf),
            target: buf,
            pretty: true,
            depth,
        }
    }

    /// Whether the JSON is pretty-printed (a writer may put a compact value together
    /// in one piece).
    #[inline(always)]
    pub fn is_pretty(&self) -> bool {
        self.pretty
    }

    /// Raw bytes, already JSON.
    #[inline]
    pub fn raw(&mut self, bytes: &[u8]) {
        self.buf.extend_from_slice(bytes);
    }

    fn newline(&mut self) {
        self.buf.push(b'\n');
        let mut n = 2 * self.depth;
        while n > 0 {
            let k = n.min(SPACES.len());
            self.buf.extend_from_slice(&SPACES[..k]);
            n -= k;
        }
    }

    /// A string, escaped as serde_json escapes it.
    #[inline]
    pub fn string(&mut self, s: &str) {
        let b = s.as_bytes();
        if let Some(mut quoted) = Short::new(b) {
            if !quoted.needs_escape() {
                quoted.push_to(&mut self.buf, b.len());
                return;
            }
        } else if !needs_escape(b) {
            self.quoted(b);
            return;
        }
        // serde_json's own escaping; writing to a Vec cannot fail.
        let _ = serde_json::to_writer(&mut self.buf, s);
    }

    /// A string known to need no escaping (a square name, an enum's name), quoted.
    #[inline(always)]
    pub fn plain_string(&mut self, s: &str) {
        let b = s.as_bytes();
        debug_assert!(!needs_escape(b));
        match *b {
            // A card, a square, a digit: one copy of a fixed size.
            [a] => self.buf.extend_from_slice(&[b'"', a, b'"']),
            [a, c] => self.buf.extend_from_slice(&[b'"', a, c, b'"']),
            _ => match Short::new(b) {
                Some(mut quoted) => quoted.push_to(&mut self.buf, b.len()),
                None => self.quoted(b),
            },
        }
    }

    /// Bytes that need no escaping, between quotes (a string longer than a [`Short`]).
    fn quoted(&mut self, b: &[u8]) {
        self.buf.reserve(b.len() + 2);
        self.buf.push(b'"');
        self.buf.extend_from_slice(b);
        self.buf.push(b'"');
    }

    /// An unsigned integer. The numbers of a record (plies, lines, columns, distances)
    /// mostly have at most five digits: those are written two digits at a time from a
    /// table, as one copy of a fixed size; longer ones through `itoa`.
    #[inline(always)]
    pub fn integer(&mut self, n: impl itoa::Integer + TryInto<u32>) {
        // The two digits of `x % 100`.
        const fn pair(x: u32) -> [u8; 2] {
            TWO_DIGITS[(x % 100) as usize]
        }
        match n.try_into() {
            Ok(x @ 0..=9) => self.buf.push(b'0' + x as u8),
            Ok(x @ 10..=99) => self.buf.extend_from_slice(&pair(x)),
            Ok(x @ 100..=999) => {
                let [b, c] = pair(x);
                self.buf.extend_from_slice(&[b'0' + (x / 100) as u8, b, c]);
            }
            Ok(x @ 1_000..=9_999) => {
                let ([a, b], [c, d]) = (pair(x / 100), pair(x));
                self.buf.extend_from_slice(&[a, b, c, d]);
            }
            Ok(x @ 10_000..=99_999) => {
                let ([b, c], [d, e]) = (pair(x / 100), pair(x));
                self.buf
                    .extend_from_slice(&[b'0' + (x / 10_000) as u8, b, c, d, e]);
            }
            _ => self
                .buf
                .extend_from_slice(itoa::Buffer::new().format(n).as_bytes()),
        }
    }

    /// Open an object: its fields follow, then [`Object::end`].
    #[inline]
    pub fn object(&mut self) -> Object<'_, 'o> {
        self.buf.push(b'{');
        self.depth += 1;
        Object {
            out: self,
            first: true,
        }
    }

    /// An array of `items`.
    pub fn array<T: WriteJson>(&mut self, items: &[T]) {
        self.buf.push(b'[');
        self.depth += 1;
        for (i, item) in items.iter().enumerate() {
            if self.pretty {
                if i > 0 {
                    self.buf.push(b',');
                }
                self.newline();
            } else if i > 0 {
                self.buf.push(b',');
            }
            item.write_json(self);
        }
        self.depth -= 1;
        if self.pretty && !items.is_empty() {
            self.newline();
        }
        self.buf.push(b']');
    }

    /// An array of the items `items` gives.
    pub fn array_of<T: WriteJson>(&mut self, items: impl IntoIterator<Item = T>) {
        self.buf.push(b'[');
        self.depth += 1;
        let mut any = false;
        for item in items {
            if any {
                self.buf.push(b',');
            }
            if self.pretty {
                self.newline();
            }
            item.write_json(self);
            any = true;
        }
        self.depth -= 1;
        if self.pretty && any {
            self.newline();
        }
        self.buf.push(b']');
    }

    /// An array of strings known to need no escaping (cards, names from a table). On one
    /// line, a string of one or two bytes is written as one copy of a fixed size with
    /// its quotes and the comma after it (the last comma becomes the `]`).
    pub fn plain_strings(&mut self, items: impl IntoIterator<Item = &'static str>) {
        if self.pretty {
            return self.array_of(items.into_iter().map(Plain));
        }
        self.buf.push(b'[');
        let mut any = false;
        for s in items {
            debug_assert!(!needs_escape(s.as_bytes()));
            match *s.as_bytes() {
                [a] => self.buf.extend_from_slice(&[b'"', a, b'"', b',']),
                [a, b] => self.buf.extend_from_slice(&[b'"', a, b, b'"', b',']),
                _ => {
                    self.plain_string(s);
                    self.buf.push(b',');
                }
            }
            any = true;
        }
        if any {
            self.buf.pop();
        }
        self.buf.push(b']');
    }
}

/// A string of a JSON model that is often known to need no escaping: a word of the
/// game's vocabulary, or a player's name checked once for the whole record. In JSON it is
/// a string like any other (same schema); it is written without checking it again when
/// it is known plain.
#[derive(Clone, serde::Deserialize)]
#[serde(from = "Cow<'a, str>")]
pub struct Text<'a>(TextRepr<'a>);

#[derive(Clone)]
enum TextRepr<'a> {
    /// Needs no escaping.
    Plain(&'a str),
    /// Anything: checked when written.
    Any(Cow<'a, str>),
}

impl<'a> Text<'a> {
    /// A string: checked here, once, so that writing it later need not check it.
    pub fn checked(s: &'a str) -> Text<'a> {
        if needs_escape(s.as_bytes()) {
            Text(TextRepr::Any(Cow::Borrowed(s)))
        } else {
            Text(TextRepr::Plain(s))
        }
    }

    /// A word of the vocabulary (a card, a name from a table) that needs no escaping;
    /// checked in debug builds.
    pub fn known(s: &'static str) -> Text<'a> {
        debug_assert!(!needs_escape(s.as_bytes()), "{s:?} needs escaping");
        Text(TextRepr::Plain(s))
    }

    /// The string.
    pub fn as_str(&self) -> &str {
        match &self.0 {
            TextRepr::Plain(s) => s,
            TextRepr::Any(s) => s,
        }
    }
}

impl<'a> From<Cow<'a, str>> for Text<'a> {
    fn from(s: Cow<'a, str>) -> Self {
        Text(TextRepr::Any(s))
    }
}

crate::core::json::string_model!(Text<'_>);

impl PartialEq for Text<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for Text<'_> {}

impl serde::Serialize for Text<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl WriteJson for Text<'_> {
    #[inline(always)]
    fn write_json(&self, out: &mut JsonOut<'_>) {
        match &self.0 {
            TextRepr::Plain(s) => out.plain_string(s),
            TextRepr::Any(s) => out.string(s),
        }
    }
}

/// A string known to need no escaping (a card, a name from a table), written as
/// [`JsonOut::plain_string`] writes it.
pub struct Plain(pub &'static str);

impl WriteJson for Plain {
    #[inline]
    fn write_json(&self, out: &mut JsonOut<'_>) {
        out.plain_string(self.0);
    }
}

/// An object being written ([`JsonOut::object`]).
pub struct Object<'w, 'o> {
    out: &'w mut JsonOut<'o>,
    first: bool,
}

impl Object<'_, '_> {
    /// The next key, given as the compact form of its separator, key and colon
    /// (`,"from":`): the models' keys are Rust identifiers, which need no escaping.
    #[inline(always)]
    pub fn key(&mut self, separated: &'static str) {
        let out = &mut *self.out;
        let k = separated.as_bytes();
        if out.pretty {
            if !self.first {
                out.buf.push(b',');
            }
            out.newline();
            out.buf.extend_from_slice(&k[1..]);
            out.buf.push(b' ');
        } else if self.first {
            out.buf.extend_from_slice(&k[1..]);
        } else {
            out.buf.extend_from_slice(k);
        }
        self.first = false;
    }

    /// A key (see [`Object::key`]) and its value.
    #[inline(always)]
    pub fn field<T: WriteJson + ?Sized>(&mut self, separated: &'static str, value: &T) {
        self.key(separated);
        value.write_json(self.out);
    }

    /// A key to escape (a tag's name) and a string value.
    pub fn entry(&mut self, key: &str, value: &str) {
        let out = &mut *self.out;
        if !self.first {
            out.buf.push(b',');
        }
        if out.pretty {
            out.newline();
        }
        out.string(key);
        out.buf
            .extend_from_slice(if out.pretty { b": " } else { b":" });
        out.string(value);
        self.first = false;
    }

    /// Close the object.
    #[inline]
    pub fn end(self) {
        let out = self.out;
        out.depth -= 1;
        if out.pretty && !self.first {
            out.newline();
        }
        out.buf.push(b'}');
    }
}

/// A short string (at most [`Short::MAX`] bytes) in 16 bytes, between two bytes left for
/// its quotes, put there by copies of fixed sizes at computed places (two overlapping
/// copies of 8 or 4 bytes, or three of 1), so that neither checking it nor writing it
/// calls `memcpy` or loops over its bytes. Most strings of the models are this short:
/// square names, cards, players, announcements, what was written for a move.
struct Short([u8; 16]);

impl Short {
    /// The longest string held.
    const MAX: usize = 14;

    /// `s` at bytes 1..=len, every other byte a letter (nothing JSON escapes).
    #[inline(always)]
    fn new(s: &[u8]) -> Option<Short> {
        let n = s.len();
        if n > Self::MAX {
            return None;
        }
        let mut t = [b'a'; 16];
        if n >= 8 {
            t[1..9].copy_from_slice(&s[..8]);
            t[n - 7..n + 1].copy_from_slice(&s[n - 8..]);
        } else if n >= 4 {
            t[1..5].copy_from_slice(&s[..4]);
            t[n - 3..n + 1].copy_from_slice(&s[n - 4..]);
        } else if n > 0 {
            t[1] = s[0];
            t[1 + n / 2] = s[n / 2];
            t[n] = s[n - 1];
        }
        Some(Short(t))
    }

    /// Whether the string holds a byte JSON escapes (see [`escaped_in`]).
    #[inline(always)]
    fn needs_escape(&self) -> bool {
        let (lo, hi) = self.0.split_at(8);
        let word = |w: &[u8]| u64::from_ne_bytes(<[u8; 8]>::try_from(w).unwrap_or_default());
        escaped_in(word(lo)) | escaped_in(word(hi))
    }

    /// Append the string (`len` bytes), quoted: all 16 bytes are copied, then the rest
    /// cut off.
    #[inline(always)]
    fn push_to(&mut self, buf: &mut Vec<u8>, len: usize) {
        self.0[0] = b'"';
        self.0[len + 1] = b'"';
        let at = buf.len();
        buf.extend_from_slice(&self.0);
        buf.truncate(at + len + 2);
    }
}

/// Whether a word of 8 bytes holds a byte JSON escapes: a byte of `w` below `n`
/// (`n` ≤ 128) sets the high bit of `(w - n·0x01…) & !w & 0x80…`, and a byte equal to
/// `c` is a zero byte of `w ^ c·0x01…`.
#[inline(always)]
fn escaped_in(w: u64) -> bool {
    const ONES: u64 = u64::from_ne_bytes([1; 8]);
    const HIGH: u64 = ONES * 0x80;
    let below = |w: u64, n: u8| w.wrapping_sub(ONES * u64::from(n)) & !w;
    let found = below(w, 0x20)
        | below(w ^ (ONES * u64::from(b'"')), 1)
        | below(w ^ (ONES * u64::from(b'\\')), 1);
    found & HIGH != 0
}

/// Whether a string holds a byte JSON escapes: a quote, a backslash or a control
/// character. Eight bytes at a time ([`escaped_in`]), the last eight overlapping the
/// ones before; a string shorter than eight bytes through the table.
#[inline]
fn needs_escape(s: &[u8]) -> bool {
    let word = |c: &[u8]| u64::from_ne_bytes(<[u8; 8]>::try_from(c).unwrap_or_default());
    if s.len() < 8 {
        return s.iter().any(|&b| ESCAPED[usize::from(b)]);
    }
    s.chunks_exact(8).any(|c| escaped_in(word(c))) || escaped_in(word(&s[s.len() - 8..]))
}

/// The bytes JSON escapes: control characters, the quote and the backslash.
const ESCAPED: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 0x20 {
        table[b] = true;
        b += 1;
    }
    table[b'"' as usize] = true;
    table[b'\\' as usize] = true;
    table
};

/// `00` to `99`, for [`JsonOut::integer`].
const TWO_DIGITS: [[u8; 2]; 100] = {
    let mut table = [[0; 2]; 100];
    let mut i = 0;
    while i < 100 {
        table[i] = [b'0' + (i / 10) as u8, b'0' + (i % 10) as u8];
        i += 1;
    }
    table
};

/// A value [`JsonOut`] can write: what serde_json writes for its `Serialize`.
pub trait WriteJson {
    /// Write the value.
    fn write_json(&self, out: &mut JsonOut<'_>);
}

macro_rules! integers {
    ($($t:ty),*) => {$(
        impl WriteJson for $t {
            #[inline(always)]
            fn write_json(&self, out: &mut JsonOut<'_>) {
                out.integer(*self);
            }
        }
    )*};
}
integers!(u8, u32, usize);

impl WriteJson for bool {
    fn write_json(&self, out: &mut JsonOut<'_>) {
        out.raw(if *self { b"true" } else { b"false" });
    }
}

impl WriteJson for str {
    #[inline]
    fn write_json(&self, out: &mut JsonOut<'_>) {
        out.string(self);
    }
}

impl WriteJson for String {
    #[inline]
    fn write_json(&self, out: &mut JsonOut<'_>) {
        out.string(self);
    }
}

impl WriteJson for Cow<'_, str> {
    #[inline]
    fn write_json(&self, out: &mut JsonOut<'_>) {
        out.string(self);
    }
}

impl<T: WriteJson> WriteJson for Option<T> {
    #[inline]
    fn write_json(&self, out: &mut JsonOut<'_>) {
        match self {
            Some(v) => v.write_json(out),
            None => out.raw(b"null"),
        }
    }
}

impl<T: WriteJson> WriteJson for Vec<T> {
    #[inline]
    fn write_json(&self, out: &mut JsonOut<'_>) {
        out.array(self);
    }
}

impl WriteJson for crate::core::json::TagsJson<'_> {
    fn write_json(&self, out: &mut JsonOut<'_>) {
        let mut o = out.object();
        for (k, v) in self {
            o.entry(k, v);
        }
        o.end();
    }
}

/// What `#[serde(skip_serializing_if = …)]` leaves out: an empty list, an absent value.
pub trait Absent {
    /// Left out of the JSON.
    fn absent(&self) -> bool;
}

impl<T> Absent for Vec<T> {
    #[inline]
    fn absent(&self) -> bool {
        self.is_empty()
    }
}

impl<T> Absent for Option<T> {
    #[inline]
    fn absent(&self) -> bool {
        self.is_none()
    }
}

/// Declares a JSON model struct, with serde's derives as written, and its [`WriteJson`],
/// which writes what serde_json writes for it. Every field is doc comments, then at most
/// one `#[serde(…)]` of the forms the models use: `default`, `rename = "key"`, or
/// `default, skip_serializing_if = "Vec::is_empty"` (or `"Option::is_none"`); any other
/// form does not compile, so the two writers cannot drift apart. A field may then have
/// `#[write(W)]`: it is written as `W(&field)` writes it, the same bytes by a quicker path
/// (a game's own, such as Samouraï's constants for its enums), which the tests hold to
/// serde_json's. A string field with a quicker path of its own is better given a type
/// that says so ([`Word`](crate::core::json::Word), [`Text`]).
///
/// `@head "doc of game", format N;` before the fields declares the three fields every
/// game's record opens with, `game` (documented by the string), `format` and `tags`, and
/// the constant `FORMAT_VERSION` (N).
#[macro_export]
#[doc(hidden)]
macro_rules! json_model {
    (
        $(#[$($attr:tt)*])*
        $vis:vis struct $name:ident $(<$lt:lifetime>)? {
            $(@head $game_doc:tt, format $version:tt;)?
            $(
                $(#[doc = $doc:tt])*
                $(#[serde($($serde:tt)*)])?
                $(#[write($wrap:ident)])?
                $fvis:vis $field:ident : $ty:ty
            ),* $(,)?
        }
    ) => {
        $(
            /// Format version of this JSON; bumped on any incompatible change.
            pub const FORMAT_VERSION: u32 = $version;
        )?

        $(#[$($attr)*])*
        $vis struct $name $(<$lt>)? {
            $(
                #[doc = $game_doc]
                pub game: ::std::borrow::Cow<'a, str>,
                /// The version of this format (currently 1).
                pub format: u32,
                /// Every tag, in order, unknown ones included.
                pub tags: $crate::core::json::TagsJson<'a>,
            )?
            $(
                $(#[doc = $doc])*
                $(#[serde($($serde)*)])?
                $fvis $field: $ty,
            )*
        }

        impl $(<$lt>)? $crate::core::json_out::WriteJson for $name $(<$lt>)? {
            fn write_json(&self, out: &mut $crate::core::json_out::JsonOut<'_>) {
                #[allow(unused_mut)]
                let mut o = out.object();
                $(
                    $crate::json_model!(@head $game_doc);
                    o.field(",\"game\":", &self.game);
                    o.field(",\"format\":", &self.format);
                    o.field(",\"tags\":", &self.tags);
                )?
                $(
                    $crate::json_model!(@field o, self, $field, [$($($serde)*)?], [$($wrap)?]);
                )*
                o.end();
            }
        }
    };
    (@head $game_doc:tt) => {};
    (@field $o:ident, $s:ident, $field:ident, [], $w:tt) => {
        $o.field(concat!(",\"", stringify!($field), "\":"), $crate::json_model!(@value $s, $field, $w))
    };
    (@field $o:ident, $s:ident, $field:ident, [default], $w:tt) => {
        $o.field(concat!(",\"", stringify!($field), "\":"), $crate::json_model!(@value $s, $field, $w))
    };
    (@field $o:ident, $s:ident, $field:ident, [rename = $key:literal], $w:tt) => {
        $o.field(concat!(",\"", $key, "\":"), $crate::json_model!(@value $s, $field, $w))
    };
    (@field $o:ident, $s:ident, $field:ident, [default, skip_serializing_if = "Vec::is_empty"], $w:tt) => {
        $crate::json_model!(@skip $o, $s, $field, $w)
    };
    (@field $o:ident, $s:ident, $field:ident, [default, skip_serializing_if = "Option::is_none"], $w:tt) => {
        $crate::json_model!(@skip $o, $s, $field, $w)
    };
    (@skip $o:ident, $s:ident, $field:ident, $w:tt) => {
        if !$crate::core::json_out::Absent::absent(&$s.$field) {
            $o.field(concat!(",\"", stringify!($field), "\":"), $crate::json_model!(@value $s, $field, $w))
        }
    };
    (@value $s:ident, $field:ident, []) => {
        &$s.$field
    };
    (@value $s:ident, $field:ident, [$wrap:ident]) => {
        &$wrap(&$s.$field)
    };
}

/// A word of the notation: quoted as it is when it holds only ASCII letters, digits and
/// spaces, else escaped (a model read from JSON may hold anything).
impl WriteJson for crate::core::json::Word<'_> {
    #[inline(always)]
    fn write_json(&self, out: &mut JsonOut<'_>) {
        let word = self.as_str();
        // A square or a token (`e1`, `bS`): two letters or digits and their quotes, one
        // copy of four bytes.
        if let [a, b] = *word.as_bytes()
            && a.is_ascii_alphanumeric()
            && b.is_ascii_alphanumeric()
        {
            return out.raw(&[b'"', a, b, b'"']);
        }
        if word.bytes().all(|b| WORD_BYTES[usize::from(b)]) {
            out.plain_string(word);
        } else {
            out.string(word);
        }
    }
}

/// The bytes a [`Word`](crate::core::json::Word) is written with as they are: ASCII
/// letters, digits and the space.
const WORD_BYTES: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = (b as u8).is_ascii_alphanumeric() || b == b' ' as usize;
        b += 1;
    }
    table
};

/// `JsonSchema` for a model type that stands for a plain type in JSON (a checked
/// string, a borrowed list, a map kept as a list): the plain type's schema, so that a
/// type written its own way never changes `kifu schema`. Emitted only with the feature
/// `schema` (of the crate it is expanded in: kifu's own).
#[macro_export]
#[doc(hidden)]
macro_rules! schema_as {
    ($t:ty => $plain:ty) => {
        #[cfg(feature = "schema")]
        impl ::schemars::JsonSchema for $t {
            fn inline_schema() -> bool {
                <$plain as ::schemars::JsonSchema>::inline_schema()
            }

            fn schema_name() -> ::std::borrow::Cow<'static, str> {
                <$plain as ::schemars::JsonSchema>::schema_name()
            }

            fn schema_id() -> ::std::borrow::Cow<'static, str> {
                <$plain as ::schemars::JsonSchema>::schema_id()
            }

            fn json_schema(generator: &mut ::schemars::SchemaGenerator) -> ::schemars::Schema {
                <$plain as ::schemars::JsonSchema>::json_schema(generator)
            }
        }
    };
}

/// Declares a JSON enum of unit variants: the enum with the derives every model enum has
/// (its `#[serde(rename_all = …)]` names the variants in JSON), its [`WriteJson`] (the
/// name serde gives the variant, written without escaping) and, given `: Engine`,
/// `From<Engine>` for an engine enum with variants of the same names.
#[macro_export]
#[doc(hidden)]
macro_rules! json_enum {
    (
        $(#[$($attr:tt)*])*
        $vis:vis enum $name:ident : $engine:ident {
            $($(#[doc = $doc:tt])* $variant:ident),+ $(,)?
        }
    ) => {
        $crate::json_enum! {
            $(#[$($attr)*])*
            $vis enum $name {
                $($(#[doc = $doc])* $variant),+
            }
        }

        impl From<$engine> for $name {
            fn from(v: $engine) -> Self {
                match v {
                    $($engine::$variant => $name::$variant,)+
                }
            }
        }
    };
    (
        $(#[$($attr:tt)*])*
        $vis:vis enum $name:ident {
            $($(#[doc = $doc:tt])* $variant:ident),+ $(,)?
        }
    ) => {
        #[derive(
            Clone,
            Copy,
            Debug,
            PartialEq,
            Eq,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        #[cfg_attr(feature = "schema", derive(::schemars::JsonSchema))]
        $(#[$($attr)*])*
        $vis enum $name {
            $($(#[doc = $doc])* $variant,)+
        }

        impl $crate::core::json_out::WriteJson for $name {
            #[inline]
            fn write_json(&self, out: &mut $crate::core::json_out::JsonOut<'_>) {
                // The names, quoted, made once: each is then one copy of a fixed size.
                static NAMES: ::std::sync::OnceLock<
                    $crate::core::json_out::QuotedNames<{ [$(stringify!($variant)),+].len() }>,
                > = ::std::sync::OnceLock::new();
                NAMES
                    .get_or_init(|| {
                        $crate::core::json_out::QuotedNames::new([
                            $($crate::core::json_out::variant_name(&$name::$variant)),+
                        ])
                    })
                    .write(*self as usize, out);
            }
        }
    };
}

/// The names of an enum's variants (what [`variant_name`] gives), each quoted in 16 bytes
/// as a [`Short`] holds it: `json_enum!` makes them once for each enum and writes a name
/// as one copy of a fixed size. A name too long for it, or one to escape, is written by
/// [`JsonOut::string`].
#[doc(hidden)]
pub struct QuotedNames<const N: usize>([(Option<Short>, &'static str); N]);

impl<const N: usize> QuotedNames<N> {
    /// The names, in the order of the variants.
    pub fn new(names: [&'static str; N]) -> Self {
        QuotedNames(names.map(|name| {
            let short = Short::new(name.as_bytes())
                .filter(|s| !s.needs_escape())
                .map(|mut s| {
                    s.0[0] = b'"';
                    s.0[name.len() + 1] = b'"';
                    s
                });
            (short, name)
        }))
    }

    /// Write the name of variant `i`.
    #[inline(always)]
    pub fn write(&self, i: usize, out: &mut JsonOut<'_>) {
        match self.0.get(i) {
            Some((Some(short), name)) => {
                let at = out.buf.len();
                out.buf.extend_from_slice(&short.0);
                out.buf.truncate(at + name.len() + 2);
            }
            Some((None, name)) => out.string(name),
            None => {}
        }
    }
}

/// The name serde gives a unit variant (`"orange"` for `ColourJson::Orange`), read from
/// its `Serialize` (empty for anything else): what `json_enum!` writes.
#[inline]
pub fn variant_name<T: serde::Serialize>(value: &T) -> &'static str {
    value.serialize(variant::Name).unwrap_or_default()
}

/// A serializer that reads the name of a unit variant and refuses anything else.
mod variant {
    use serde::ser::{Impossible, Serialize, Serializer};

    pub struct Name;

    #[derive(Debug)]
    pub struct NotUnit;

    impl std::fmt::Display for NotUnit {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("not a unit variant")
        }
    }

    impl std::error::Error for NotUnit {}

    impl serde::ser::Error for NotUnit {
        fn custom<T: std::fmt::Display>(_: T) -> Self {
            NotUnit
        }
    }

    type Not = Impossible<&'static str, NotUnit>;

    /// Methods that refuse, grouped by what they would return.
    macro_rules! refuse {
        ($($($f:ident($($t:ty),*)),+ -> $r:ty;)*) => {$($(
            fn $f(self, $(_: $t),*) -> Result<$r, NotUnit> {
                Err(NotUnit)
            }
        )+)*};
    }

    impl Serializer for Name {
        type Ok = &'static str;
        type Error = NotUnit;
        type SerializeSeq = Not;
        type SerializeTuple = Not;
        type SerializeTupleStruct = Not;
        type SerializeTupleVariant = Not;
        type SerializeMap = Not;
        type SerializeStruct = Not;
        type SerializeStructVariant = Not;

        #[inline]
        fn serialize_unit_variant(
            self,
            _: &'static str,
            _: u32,
            variant: &'static str,
        ) -> Result<&'static str, NotUnit> {
            Ok(variant)
        }

        refuse! {
            serialize_bool(bool), serialize_char(char) -> &'static str;
            serialize_i8(i8), serialize_i16(i16), serialize_i32(i32), serialize_i64(i64) -> &'static str;
            serialize_u8(u8), serialize_u16(u16), serialize_u32(u32), serialize_u64(u64) -> &'static str;
            serialize_f32(f32), serialize_f64(f64) -> &'static str;
            serialize_str(&str), serialize_bytes(&[u8]) -> &'static str;
            serialize_none(), serialize_unit(), serialize_unit_struct(&'static str) -> &'static str;
            serialize_seq(Option<usize>), serialize_map(Option<usize>) -> Not;
            serialize_tuple(usize), serialize_tuple_struct(&'static str, usize) -> Not;
            serialize_struct(&'static str, usize) -> Not;
            serialize_tuple_variant(&'static str, u32, &'static str, usize) -> Not;
            serialize_struct_variant(&'static str, u32, &'static str, usize) -> Not;
        }

        fn serialize_some<T: Serialize + ?Sized>(self, _: &T) -> Result<&'static str, NotUnit> {
            Err(NotUnit)
        }

        fn serialize_newtype_struct<T: Serialize + ?Sized>(
            self,
            _: &'static str,
            _: &T,
        ) -> Result<&'static str, NotUnit> {
            Err(NotUnit)
        }

        fn serialize_newtype_variant<T: Serialize + ?Sized>(
            self,
            _: &'static str,
            _: u32,
            _: &'static str,
            _: &T,
        ) -> Result<&'static str, NotUnit> {
            Err(NotUnit)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::game::JsonLayout;

    /// What serde_json writes, compact and as an item of a pretty array.
    fn both<T: WriteJson + serde::Serialize>(v: &T) {
        let mut ours = Vec::new();
        v.write_json(&mut JsonOut::compact(&mut ours));
        assert_eq!(
            String::from_utf8(ours).unwrap(),
            serde_json::to_string(v).unwrap()
        );
        let mut ours = b"[\n  ".to_vec();
        v.write_json(&mut JsonOut::pretty(&mut ours, 1));
        ours.extend_from_slice(b"\n]");
        assert_eq!(
            String::from_utf8(ours).unwrap(),
            serde_json::to_string_pretty(&[v]).unwrap()
        );
    }

    json_model! {
        /// A model of every form of field.
        #[derive(Clone, serde::Serialize)]
        struct Sample<'a> {
            @head "The game.", format 1;
            /// A renamed key.
            #[serde(rename = "match")]
            kind: Side,
            #[serde(default)]
            flag: bool,
            #[serde(default, skip_serializing_if = "Vec::is_empty")]
            list: Vec<Cow<'a, str>>,
            #[serde(default, skip_serializing_if = "Option::is_none")]
            maybe: Option<Vec<Vec<u8>>>,
            nothing: Option<u32>,
            empty: Vec<usize>,
            text: String,
        }
    }

    json_enum! {
        #[serde(rename_all = "kebab-case")]
        enum Side {
            HomeRow,
            Black,
        }
    }

    #[test]
    fn writes_what_serde_json_writes() {
        let tags = [("Event", "a \"quoted\"\nname\u{1}"), ("Date", "é\\")]
            .into_iter()
            .map(|(k, v)| (Cow::Borrowed(k), Cow::Borrowed(v)))
            .collect();
        let full = Sample {
            game: "kamisado".into(),
            format: FORMAT_VERSION,
            tags,
            kind: Side::HomeRow,
            flag: true,
            list: vec!["x".into(), "tab\there".into()],
            maybe: Some(vec![vec![], vec![1, 255]]),
            nothing: None,
            empty: vec![],
            text: "\u{7f}\u{1f}\r\u{8}\u{c}/".into(),
        };
        both(&full);
        let bare = Sample {
            game: "".into(),
            format: u32::MAX,
            tags: crate::core::json::TagsJson::new(),
            kind: Side::Black,
            flag: false,
            list: vec![],
            maybe: None,
            nothing: Some(0),
            empty: vec![usize::MAX],
            text: String::new(),
        };
        both(&bare);
        both(&vec![bare, full]);
        assert_eq!(variant_name(&Side::HomeRow), "home-row");
        assert_eq!(variant_name(&1u8), "");
    }

    #[test]
    fn finds_every_byte_to_escape_wherever_it_stands() {
        for len in 0..20 {
            for at in 0..len {
                for b in 0u8..=255 {
                    let mut s = vec![b'a'; len];
                    s[at] = b;
                    let naive = s.iter().any(|&b| b < 0x20 || b == b'"' || b == b'\\');
                    assert_eq!(needs_escape(&s), naive, "{b:#x} at {at} of {len}");
                    if let Some(short) = Short::new(&s) {
                        assert_eq!(short.needs_escape(), naive, "{b:#x} at {at} of {len}");
                    }
                }
            }
        }
    }

    /// Lists of every length up to 4 of strings of 0 to 3 bytes, on one line and
    /// pretty-printed: written as serde_json writes them.
    #[test]
    fn plain_string_arrays_are_written_as_serde_json_writes_them() {
        let words = ["", "7", "+1", "abc"];
        let mut lists: Vec<Vec<&'static str>> = vec![vec![]];
        for _ in 0..4 {
            let longer: Vec<Vec<&str>> = lists
                .iter()
                .filter(|l| l.len() == lists.last().map_or(0, Vec::len))
                .flat_map(|l| {
                    words.iter().map(move |w| {
                        let mut l = l.clone();
                        l.push(w);
                        l
                    })
                })
                .collect();
            lists.extend(longer);
        }
        for list in lists {
            let mut ours = Vec::new();
            JsonOut::compact(&mut ours).plain_strings(list.iter().copied());
            assert_eq!(
                String::from_utf8(ours).unwrap(),
                serde_json::to_string(&list).unwrap()
            );
            let mut ours = Vec::new();
            JsonOut::pretty(&mut ours, 0).plain_strings(list.iter().copied());
            assert_eq!(
                String::from_utf8(ours).unwrap(),
                serde_json::to_string_pretty(&list).unwrap()
            );
        }
    }

    /// Numbers of every length of digits, at each side of each power of ten: written as
    /// serde_json writes them.
    #[test]
    fn integers_are_written_as_serde_json_writes_them() {
        let mut numbers: Vec<u64> = (0..=200_000).collect();
        for k in 0..=19 {
            let p = 10u64.pow(k);
            numbers.extend([p - 1, p, p + 1, p.saturating_mul(7).saturating_add(3)]);
        }
        numbers.push(u64::MAX);
        for n in numbers {
            let mut ours = b"[".to_vec();
            JsonOut::compact(&mut ours).integer(n);
            assert_eq!(
                String::from_utf8(ours).unwrap(),
                format!("[{}", serde_json::to_string(&n).unwrap())
            );
        }
    }

    /// Strings of every length around the short ones, each byte different (so that a
    /// byte in the wrong place shows), and with a byte to escape at each place: written
    /// as serde_json writes them, after what the buffer already held.
    #[test]
    fn short_and_long_strings_are_written_as_serde_json_writes_them() {
        let alphabet: Vec<char> = "abcdefghijklmnopqrstuvwxyzéü↗0123".chars().collect();
        for len in 0..=24 {
            let plain: String = alphabet.iter().cycle().take(len).collect();
            let mut cases = vec![plain.clone()];
            for at in 0..len {
                for bad in ['"', '\\', '\n', '\u{1f}'] {
                    let mut c: Vec<char> = plain.chars().collect();
                    c[at] = bad;
                    cases.push(c.into_iter().collect());
                }
            }
            for case in cases {
                let mut ours = b"[1,".to_vec();
                JsonOut::compact(&mut ours).string(&case);
                let want = format!("[1,{}", serde_json::to_string(&case).unwrap());
                assert_eq!(String::from_utf8(ours).unwrap(), want, "{case:?}");
            }
            let mut ours = b"x".to_vec();
            JsonOut::compact(&mut ours).plain_string(&plain);
            assert_eq!(String::from_utf8(ours).unwrap(), format!("x\"{plain}\""));
        }
    }

    /// Squares and tokens, and texts of other shapes (a model read from JSON may hold
    /// anything): written as serde_json writes the strings.
    #[test]
    fn words_are_written_as_serde_json_writes_them() {
        let codes = [
            "", "a", "a6", "bS", "F1", "W", "é", "é1", "a\"", "\n1", "a ", " 6", "a6 ", "a6x",
            "a-", "bS\u{1}",
        ];
        let words = ["Grün", "e1 x", "Rot ^3 Grün"];
        for t in codes.into_iter().chain(words) {
            let mut ours = Vec::new();
            crate::core::json::Word::from(t).write_json(&mut JsonOut::compact(&mut ours));
            assert_eq!(
                String::from_utf8(ours).unwrap(),
                serde_json::to_string(t).unwrap(),
                "{t:?}"
            );
        }
    }

    /// A writer that leaves a field out.
    #[derive(serde::Serialize)]
    struct Wrong {
        a: u8,
    }

    impl WriteJson for Wrong {
        fn write_json(&self, out: &mut JsonOut<'_>) {
            out.object().end();
        }
    }

    #[test]
    fn a_model_writer_unlike_serde_json_is_caught() {
        let caught = std::panic::catch_unwind(|| {
            crate::core::game::write_model(&Wrong { a: 1 }, JsonLayout::Line, &mut Vec::new())
        });
        assert!(caught.is_err(), "debug builds compare the two writers");
    }

    /// Every fixture of every game, and generated records of each, converted in both
    /// layouts: [`crate::core::game::write_model`] checks each record against serde_json.
    #[test]
    fn every_fixture_and_generated_record_is_written_as_serde_json_writes_it() {
        use crate::core::game::JsonRecord;
        use crate::core::{GameKind, LineIndex};
        let mut texts = Vec::new();
        let mut stack = vec![std::path::PathBuf::from(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../fixtures"
        ))];
        while let Some(dir) = stack.pop() {
            for e in std::fs::read_dir(dir).unwrap() {
                let path = e.unwrap().path();
                if path.is_dir() {
                    stack.push(path);
                } else if let (Some(kind), Ok(text)) =
                    (GameKind::from_path(&path), std::fs::read_to_string(&path))
                {
                    texts.push((kind, text));
                }
            }
        }
        for kind in GameKind::ALL {
            let g = kind.engine();
            for variant in g.variants() {
                texts.push((kind, g.generate(7, 4, variant).unwrap()));
            }
        }
        let mut records = 0;
        for (kind, text) in &texts {
            let g = kind.engine();
            for span in crate::core::header::split_records(text) {
                let text = &text[span.range()];
                let lines = LineIndex::new(text);
                for layout in [JsonLayout::Line, JsonLayout::ArrayItem] {
                    let mut out = Vec::new();
                    let to = JsonRecord {
                        text,
                        lines: &lines,
                        layout,
                        out: &mut out,
                    };
                    if g.record_json(to).is_ok() {
                        records += usize::from(!out.is_empty());
                    }
                }
            }
        }
        assert!(records > 100, "{records} records converted");
    }
}
