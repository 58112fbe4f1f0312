//! Every sentence kifu says, in English, French or German, through one catalogue.
//!
//! A [`Message`] is what to say, not yet said: the id of a message of the catalogue and its
//! named arguments (words of the sheet, numbers, other messages). [`Message::say`] says it
//! in a language. The catalogue is Project Fluent's (`.ftl` files, read by
//! `fluent-bundle`): the words every game shares are in `core/messages/<lang>.ftl`, each
//! game's in its own folder (`games/<game>/messages/<lang>.ftl`), one file per language.
//!
//! Numbers choose plural forms (`1 coup`, `2 coups`); a [`Arg::Term`] argument is a noun
//! of the catalogue with its grammar: `$tower` says the term (`la tour brune`), and each of
//! its attributes is there too, `$tower-gender` (`feminine`, to agree a French adjective
//! with), `$tower-acc` (`den braunen Turm`) and so on, as the language needs them.
//!
//! ```
//! use kifu::{Lang, Message};
//! let m = Message::new("record-count").arg("count", 2);
//! assert_eq!(m.say(Lang::En), "2 records");
//! assert_eq!(m.say(Lang::Fr), "2 parties");
//! ```

use std::borrow::Cow;
use std::fmt;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::values::Lang;

/// Something to say, in any language: a message id of the catalogue and its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

/// One argument of a [`Message`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Words said as they are, in no language: a token of the sheet, a move in the sheet's
    /// notation, a file name.
    Verbatim(String),
    /// A whole number (it chooses plural forms).
    Int(i64),
    /// A number with decimals, `units / 10^places`, written with the language's decimal
    /// mark ([`Arg::decimal`]).
    Decimal {
        /// The number times `10^places`.
        units: i64,
        /// How many decimals are written.
        places: u8,
    },
    /// A noun of the catalogue (a message id), said with its grammar (see the module).
    Term(&'static str),
    /// Another message, said in the same language.
    Message(Box<Message>),
    /// A list of arguments, joined with the language's `, ` and `and` (`list-and`).
    List(Vec<Arg>),
}

impl Message {
    /// The message `id`, with no argument yet.
    pub const fn new(id: &'static str) -> Message {
        Message {
            id,
            args: Vec::new(),
        }
    }

    /// Words said as written, in every language: text that is not kifu's to translate (a
    /// user's own words, another program's message). kifu's own sentences are never
    /// verbatim: they are messages of the catalogue.
    pub fn verbatim(text: impl Into<String>) -> Message {
        Message::new("").arg("text", Arg::Verbatim(text.into()))
    }

    /// The message with one more argument.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((name, value.into()));
        self
    }

    /// The message's id in the catalogue.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The message's arguments, by name.
    pub fn args(&self) -> &[(&'static str, Arg)] {
        &self.args
    }

    /// The message said in `lang` (English for a language kifu has no catalogue of:
    /// Japanese). A message the catalogue lacks is said by its id.
    pub fn say(&self, lang: Lang) -> String {
        self.say_as(lang, pseudo_on())
    }

    /// The message said in `lang`, in the pseudo-locale's form when `pseudo` is true.
    fn say_as(&self, lang: Lang, pseudo: bool) -> String {
        let mut out = String::new();
        say_into(self, speech_of(lang, pseudo), &mut out);
        out
    }
}

/// English, as [`Message::say`] with [`Lang::En`].
impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

/// Builds a [`Message`]: `message!("id", name = value, …)`, each value into an [`Arg`].
#[macro_export]
macro_rules! message {
    ($id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::Message::new($id) $(.arg(stringify!($name), $value))*
    };
}

impl Arg {
    /// `x` written with `places` decimals (rounded), in the language's way (`0.3`, `0,3`).
    pub fn decimal(x: f64, places: u8) -> Arg {
        let scale = 10f64.powi(i32::from(places));
        Arg::Decimal {
            units: (x * scale).round() as i64,
            places,
        }
    }
}

impl From<Message> for Arg {
    fn from(m: Message) -> Arg {
        Arg::Message(Box::new(m))
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Verbatim(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Verbatim(s.to_owned())
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Verbatim(s.clone())
    }
}

impl From<char> for Arg {
    fn from(c: char) -> Arg {
        Arg::Verbatim(c.to_string())
    }
}

macro_rules! int_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Int(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
int_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

impl<T: Into<Arg>> From<Vec<T>> for Arg {
    fn from(items: Vec<T>) -> Arg {
        Arg::List(items.into_iter().map(Into::into).collect())
    }
}

/// The languages kifu speaks: the catalogue's.
pub const SPOKEN: [Lang; 3] = [Lang::En, Lang::Fr, Lang::De];

/// The language a message is said in when asked for `lang`: itself if kifu speaks it,
/// else English.
pub fn spoken(lang: Lang) -> Lang {
    if SPOKEN.contains(&lang) {
        lang
    } else {
        Lang::En
    }
}

/// One language's catalogue: the core's messages and every game's.
struct Speech {
    lang: Lang,
    /// Its words are in the pseudo-locale's form.
    pseudo: bool,
    bundle: FluentBundle<FluentResource>,
}

/// The `.ftl` texts of one language: the core's, then each game's (the registry's). They
/// are embedded lean, and deflated with the feature `packed-messages` (the crate's
/// `build.rs`): read here, once per language spoken.
fn sources(lang: Lang) -> impl Iterator<Item = String> {
    let i = match lang {
        Lang::Fr => 1,
        Lang::De => 2,
        _ => 0,
    };
    std::iter::once(CORE[i])
        .chain(crate::games::MESSAGES.iter().map(move |m| m[i]))
        .map(inflate)
}

/// The text of a deflated catalogue file. The files are ours, made by `build.rs`: one
/// that does not inflate (never seen) reads as an empty catalogue, never a panic.
#[cfg(feature = "packed-messages")]
fn inflate(packed: &[u8]) -> String {
    miniz_oxide::inflate::decompress_to_vec(packed)
        .ok()
        .and_then(|bytes| String::from_utf8(bytes).ok())
        .unwrap_or_default()
}

/// The text of a catalogue file embedded as text (without `packed-messages`). The files
/// are ours, made by `build.rs`: one that is not UTF-8 (never seen) reads as an empty
/// catalogue, never a panic.
#[cfg(not(feature = "packed-messages"))]
fn inflate(text: &[u8]) -> String {
    String::from_utf8(text.to_vec()).unwrap_or_default()
}

/// The core's messages, in English, French and German.
const CORE: [&[u8]; 3] = crate::game_messages!(core);

/// The catalogue files of a folder (`core` or a game's), in English, French and German,
/// as `build.rs` embeds them (lean; deflated with `packed-messages`).
#[macro_export]
#[doc(hidden)]
macro_rules! game_messages {
    ($folder:ident) => {
        [
            include_bytes!(concat!(
                env!("OUT_DIR"),
                "/messages/",
                stringify!($folder),
                "-en.ftl"
            )),
            include_bytes!(concat!(
                env!("OUT_DIR"),
                "/messages/",
                stringify!($folder),
                "-fr.ftl"
            )),
            include_bytes!(concat!(
                env!("OUT_DIR"),
                "/messages/",
                stringify!($folder),
                "-de.ftl"
            )),
        ]
    };
}

/// The catalogue of `lang`, its words in the pseudo-locale's form when `pseudo` is true.
fn speech_of(lang: Lang, pseudo: bool) -> &'static Speech {
    static SPEECH: [OnceLock<Speech>; 6] = [
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
    ];
    let lang = spoken(lang);
    let slot = SPOKEN.iter().position(|l| *l == lang).unwrap_or(0) + 3 * usize::from(pseudo);
    SPEECH[slot].get_or_init(|| {
        let id = lang.code().parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        bundle.set_use_isolating(false);
        if pseudo {
            bundle.set_transform(Some(|text| Cow::Owned(self::pseudo(text))));
        }
        for text in sources(lang) {
            // The catalogue is ours and checked by tests (`message::errors`):
            // a bad entry is left out, never a panic.
            let resource = FluentResource::try_new(text).unwrap_or_else(|(r, _)| r);
            let _ = bundle.add_resource(resource);
        }
        Speech {
            lang,
            pseudo,
            bundle,
        }
    })
}

fn say_into(m: &Message, speech: &Speech, out: &mut String) {
    if m.id.is_empty() {
        for (_, a) in &m.args {
            say_arg(a, speech, out);
        }
        return;
    }
    let Some(msg) = speech.bundle.get_message(m.id) else {
        if speech.lang != Lang::En {
            return say_into(m, speech_of(Lang::En, speech.pseudo), out);
        }
        out.push_str(m.id);
        return;
    };
    let Some(pattern) = msg.value() else {
        out.push_str(m.id);
        return;
    };
    let mut args = FluentArgs::with_capacity(m.args.len());
    for (name, value) in &m.args {
        add_arg(&mut args, name, value, speech);
    }
    let mut errors = Vec::new();
    out.push_str(
        &speech
            .bundle
            .format_pattern(pattern, Some(&args), &mut errors),
    );
}

fn add_arg(args: &mut FluentArgs<'static>, name: &'static str, value: &Arg, speech: &Speech) {
    match value {
        Arg::Int(n) => args.set(name, FluentValue::from(*n)),
        Arg::Term(id) => {
            let Some(msg) = speech.bundle.get_message(id) else {
                args.set(name, FluentValue::from(id.to_string()));
                return;
            };
            let mut errors = Vec::new();
            if let Some(p) = msg.value() {
                let said = speech.bundle.format_pattern(p, None, &mut errors);
                args.set(name, FluentValue::from(said.into_owned()));
            }
            // The attributes choose variants (`feminine`): said as written, never in the
            // pseudo-locale's form.
            let plain = speech_of(speech.lang, false);
            let attrs = plain
                .bundle
                .get_message(id)
                .into_iter()
                .flat_map(|m| m.attributes());
            for attr in attrs {
                let said = plain.bundle.format_pattern(attr.value(), None, &mut errors);
                args.set(
                    format!("{name}-{}", attr.id()),
                    FluentValue::from(said.into_owned()),
                );
            }
        }
        other => {
            let mut s = String::new();
            say_arg(other, speech, &mut s);
            args.set(name, FluentValue::from(s));
        }
    }
}

fn say_arg(value: &Arg, speech: &Speech, out: &mut String) {
    match value {
        Arg::Verbatim(s) => out.push_str(s),
        Arg::Int(n) => out.push_str(&n.to_string()),
        &Arg::Decimal { units, places } => {
            let scale = 10i64.pow(u32::from(places));
            let sign = if units < 0 { "-" } else { "" };
            let (whole, frac) = (
                units.unsigned_abs() / scale as u64,
                units.unsigned_abs() % scale as u64,
            );
            let s = if places == 0 {
                format!("{sign}{whole}")
            } else {
                format!("{sign}{whole}.{frac:0width$}", width = usize::from(places))
            };
            match speech.lang {
                Lang::Fr | Lang::De => out.push_str(&s.replace('.', ",")),
                _ => out.push_str(&s),
            }
        }
        Arg::Term(id) => say_into(&Message::new(id), speech, out),
        Arg::Message(m) => say_into(m, speech, out),
        Arg::List(items) => {
            let said: Vec<String> = items
                .iter()
                .map(|a| {
                    let mut s = String::new();
                    say_arg(a, speech, &mut s);
                    s
                })
                .collect();
            out.push_str(&join_and(&said, speech));
        }
    }
}

/// `a`, `a and b`, `a, b and c`, with the language's words (`list-and`, `list-comma`).
fn join_and(items: &[String], speech: &Speech) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => {
            let mut s = String::new();
            say_into(&Message::new("list-comma"), speech, &mut s);
            let comma = s;
            let mut and = String::new();
            say_into(&Message::new("list-and"), speech, &mut and);
            format!("{}{and}{last}", rest.join(&comma))
        }
    }
}

/// The pseudo-locale is on: see [`set_pseudo`].
static PSEUDO: AtomicBool = AtomicBool::new(false);

/// A test aid: with `on`, every message is said in the pseudo-locale's form ([`pseudo`]):
/// every word of the catalogue accented and about 30 % longer, in brackets, so that a
/// screen, a page or a sheet shows what a longer language would overflow or cut, and
/// which words do not come from the catalogue. Arguments (tokens of the sheet, numbers)
/// are said as they are. For the whole process; the command line turns it on with
/// `KIFU_PSEUDO=1`.
pub fn set_pseudo(on: bool) {
    PSEUDO.store(on, Ordering::Relaxed);
}

/// The pseudo-locale is on ([`set_pseudo`]).
pub fn pseudo_on() -> bool {
    PSEUDO.load(Ordering::Relaxed)
}

/// `text` in the pseudo-locale's form: its letters accented (`Round` → `Röüñd`, with
/// letters of Latin-1 only, which every font and the PDF's encoding have), each word 30 %
/// longer (tildes), in brackets (a cut loses the `]`); spaces at either end stay outside.
/// A text without a letter (`, `) is left as it is.
pub fn pseudo(text: &str) -> String {
    if !text.chars().any(char::is_alphabetic) {
        return text.to_owned();
    }
    let core = text.trim();
    let lead = &text[..text.len() - text.trim_start().len()];
    let trail = &text[text.trim_end().len()..];
    let mut out = String::with_capacity(text.len() * 3);
    out.push_str(lead);
    out.push('[');
    // Each word longer by 30 % (rounded up), as a longer language's words are: the text
    // still breaks between words where it did.
    for (i, word) in core.split(' ').enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.extend(word.chars().map(accented));
        if word.chars().any(char::is_alphabetic) {
            let n = word.chars().count();
            out.extend(std::iter::repeat_n('~', (n * 3).div_ceil(10)));
        }
    }
    out.push(']');
    out.push_str(trail);
    out
}

fn accented(c: char) -> char {
    match c {
        'a' => 'å',
        'c' => 'ç',
        'e' => 'é',
        'i' => 'î',
        'n' => 'ñ',
        'o' => 'ö',
        'u' => 'ü',
        'y' => 'ý',
        'A' => 'Å',
        'C' => 'Ç',
        'E' => 'É',
        'I' => 'Î',
        'N' => 'Ñ',
        'O' => 'Ö',
        'U' => 'Ü',
        'Y' => 'Ý',
        other => other,
    }
}

/// What the catalogue holds, to check it: every message id of a language with the names
/// of the arguments it uses, in the order of the files.
pub fn ids(lang: Lang) -> Vec<(String, Vec<String>)> {
    use fluent_bundle::FluentResource;
    let mut out = Vec::new();
    for text in sources(spoken(lang)) {
        let resource = FluentResource::try_new(text).unwrap_or_else(|(r, _)| r);
        for entry in resource.entries() {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                let mut vars = Vec::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                }
                vars.sort();
                vars.dedup();
                out.push((m.id.name.to_owned(), vars));
            }
        }
    }
    out
}

fn pattern_vars(p: &fluent_syntax::ast::Pattern<&str>, vars: &mut Vec<String>) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    fn inline(e: &InlineExpression<&str>, vars: &mut Vec<String>) {
        match e {
            InlineExpression::VariableReference { id } => vars.push(id.name.to_owned()),
            InlineExpression::Placeable { expression } => expr(expression, vars),
            InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline(a, vars);
                }
            }
            _ => {}
        }
    }
    fn expr(e: &Expression<&str>, vars: &mut Vec<String>) {
        match e {
            Expression::Inline(i) => inline(i, vars),
            Expression::Select { selector, variants } => {
                inline(selector, vars);
                for v in variants {
                    pattern_vars(&v.value, vars);
                }
            }
        }
    }
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expr(expression, vars);
        }
    }
}

/// Problems in the catalogue's files (syntax errors, ids given twice), to check it.
pub fn errors(lang: Lang) -> Vec<String> {
    let mut errors = Vec::new();
    let mut bundle: FluentBundle<FluentResource> = FluentBundle::new_concurrent(vec![]);
    for text in sources(spoken(lang)) {
        match FluentResource::try_new(text) {
            Ok(r) => {
                if let Err(e) = bundle.add_resource(r) {
                    errors.extend(e.iter().map(|e| e.to_string()));
                }
            }
            Err((_, e)) => errors.extend(e.iter().map(|e| format!("{e:?}"))),
        }
    }
    errors
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The root names of the arguments a message uses (`tower-gender` is `tower`'s).
    fn roots(vars: &[String]) -> Vec<String> {
        let mut r: Vec<String> = vars
            .iter()
            .map(|v| v.split('-').next().unwrap_or(v).to_owned())
            .collect();
        r.sort();
        r.dedup();
        r
    }

    /// The `.ftl` sources of `lang`, as the repository holds them: the core's, then each
    /// game's (the registry's order).
    fn source_files(lang: Lang) -> Vec<String> {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let code = lang.code();
        std::iter::once(src.join(format!("core/messages/{code}.ftl")))
            .chain(
                crate::games::FOLDERS
                    .iter()
                    .map(|f| src.join(format!("games/{f}/messages/{code}.ftl"))),
            )
            .map(|path| std::fs::read_to_string(&path).expect("a catalogue source"))
            .collect()
    }

    /// The messages and terms of a catalogue file, their comments left out.
    fn entries(resource: &FluentResource) -> Vec<fluent_syntax::ast::Entry<&str>> {
        use fluent_syntax::ast::Entry;
        resource
            .entries()
            .filter_map(|e| match e.clone() {
                Entry::Message(mut m) => {
                    m.comment = None;
                    Some(Entry::Message(m))
                }
                Entry::Term(mut t) => {
                    t.comment = None;
                    Some(Entry::Term(t))
                }
                Entry::Junk { content } => Some(Entry::Junk { content }),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn the_embedded_catalogue_is_its_sources_without_comments_and_smaller() {
        let (mut packed, mut full) = (0, 0);
        for lang in SPOKEN {
            let embedded: Vec<String> = sources(lang).collect();
            let files = source_files(lang);
            assert_eq!(embedded.len(), files.len(), "{lang}");
            for (lean, source) in embedded.into_iter().zip(files) {
                full += source.len();
                assert!(
                    !lean.lines().any(|l| l.starts_with('#')),
                    "{lang}: a comment"
                );
                let source = FluentResource::try_new(source).expect("the source reads");
                let lean = FluentResource::try_new(lean).expect("the lean text reads");
                assert_eq!(entries(&lean), entries(&source), "{lang}");
            }
            let i = SPOKEN.iter().position(|l| *l == lang).unwrap();
            packed += CORE[i].len()
                + crate::games::MESSAGES
                    .iter()
                    .map(|m| m[i].len())
                    .sum::<usize>();
        }
        // Deflated, a third of the sources at most; as text, smaller by the comments.
        let most = if cfg!(feature = "packed-messages") {
            full / 3
        } else {
            full
        };
        assert!(
            packed < most,
            "{packed} bytes embedded for {full} of sources"
        );
    }

    #[test]
    fn every_catalogue_reads_without_error() {
        for lang in SPOKEN {
            assert_eq!(errors(lang), Vec::<String>::new(), "{lang}");
        }
    }

    #[test]
    fn every_message_is_in_every_language_with_the_same_arguments() {
        let english = ids(Lang::En);
        for lang in [Lang::Fr, Lang::De] {
            let other = ids(lang);
            let missing: Vec<&str> = english
                .iter()
                .filter(|(id, _)| !other.iter().any(|(o, _)| o == id))
                .map(|(id, _)| id.as_str())
                .collect();
            assert!(missing.is_empty(), "not in {lang}: {missing:?}");
            let extra: Vec<&str> = other
                .iter()
                .filter(|(id, _)| !english.iter().any(|(e, _)| e == id))
                .map(|(id, _)| id.as_str())
                .collect();
            assert!(extra.is_empty(), "only in {lang}: {extra:?}");
            for (id, vars) in &english {
                let (_, theirs) = other.iter().find(|(o, _)| o == id).unwrap();
                assert_eq!(
                    roots(vars),
                    roots(theirs),
                    "{id}: the arguments in en and {lang}"
                );
            }
        }
    }

    #[test]
    fn numbers_choose_plural_forms_and_lists_are_joined() {
        let m = |n: i64| message!("record-count", count = n);
        assert_eq!(m(1).say(Lang::En), "1 record");
        assert_eq!(m(3).say(Lang::De), "3 Partien");
        // French says 0 in the singular (CLDR: `one` is 0 and 1).
        assert_eq!(m(0).say(Lang::Fr), "0 partie");
        assert_eq!(m(0).say(Lang::En), "0 records");
        let list = Arg::from(vec!["a", "b", "c"]);
        let said = |lang| {
            let mut s = String::new();
            say_arg(&list, speech_of(lang, false), &mut s);
            s
        };
        assert_eq!(said(Lang::En), "a, b and c");
        assert_eq!(said(Lang::Fr), "a, b et c");
        assert_eq!(said(Lang::De), "a, b und c");
    }

    #[test]
    fn decimals_take_the_language_s_mark() {
        let said = |lang| {
            let mut s = String::new();
            say_arg(&Arg::decimal(0.25, 1), speech_of(lang, false), &mut s);
            s
        };
        assert_eq!(said(Lang::En), "0.3");
        assert_eq!(said(Lang::Fr), "0,3");
    }

    #[test]
    fn the_pseudo_locale_accents_and_lengthens_the_catalogue_s_words_not_the_arguments() {
        assert_eq!(pseudo("Round"), "[Röüñd~~]");
        assert_eq!(pseudo(" and "), " [åñd~] ");
        assert_eq!(pseudo("go to ply 3"), "[gö~ tö~ plý~ 3]");
        assert_eq!(pseudo(", "), ", ");
        let long = "the record stops here";
        let said = pseudo(long);
        assert!(
            said.chars().count() * 10 >= long.chars().count() * 13,
            "{said}"
        );
        assert!(said.chars().all(|c| (c as u32) < 0x100), "Latin-1: {said}");
        let m = message!("record-count", count = 2);
        assert_eq!(m.say_as(Lang::Fr, true), "2 [pårtîés~~~]");
        assert_eq!(m.say_as(Lang::Fr, false), "2 parties");
    }

    #[test]
    fn japanese_is_said_in_english_and_an_unknown_id_by_its_id() {
        assert_eq!(
            message!("record-count", count = 2).say(Lang::Ja),
            "2 records"
        );
        assert_eq!(
            Message::new("no-such-message").say(Lang::Fr),
            "no-such-message"
        );
    }
}
