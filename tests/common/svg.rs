//! SVG pictures read back with an XML parser, for the render tests.

use std::collections::HashMap;

use quick_xml::events::{BytesStart, Event};
use quick_xml::{Reader, XmlVersion};

/// One element of a picture: its name and its attributes.
#[derive(Debug, Default)]
pub struct Element {
    pub name: String,
    pub attrs: HashMap<String, String>,
}

impl Element {
    fn of(e: &BytesStart) -> Element {
        let qname = e.name();
        let name: &str = qname.as_ref();
        let name = name.to_owned();
        let attrs = e
            .attributes()
            .map(|a| {
                let a = a.expect("a well-formed attribute");
                let key: &str = a.key.as_ref();
                let key = key.to_owned();
                let value = a
                    .normalized_value(XmlVersion::Implicit1_0)
                    .expect("a well-formed value")
                    .into_owned();
                (key, value)
            })
            .collect();
        Element { name, attrs }
    }

    /// The value of an attribute.
    pub fn attr(&self, key: &str) -> Option<&str> {
        self.attrs.get(key).map(String::as_str)
    }

    /// Its `class`, empty without one.
    pub fn class(&self) -> &str {
        self.attr("class").unwrap_or_default()
    }
}

/// A picture as an XML parser reads it: the root element, every element inside it in
/// document order, and the text of every `<text>` (entities resolved). Reading it fails
/// (panics) unless the XML is well-formed with every element closed.
#[derive(Debug, Default)]
pub struct Svg {
    pub root: Element,
    pub elements: Vec<Element>,
    pub texts: Vec<String>,
}

impl Svg {
    /// The root is an `<svg>` with the SVG namespace, a `viewBox`, a width and a height.
    pub fn root_ok(&self) -> bool {
        self.root.name == "svg"
            && self.root.attr("xmlns") == Some("http://www.w3.org/2000/svg")
            && ["viewBox", "width", "height"]
                .iter()
                .all(|k| self.root.attr(k).is_some())
    }

    /// How many elements have this class.
    pub fn count(&self, class: &str) -> usize {
        self.elements.iter().filter(|e| e.class() == class).count()
    }
}

/// Read `svg` (see [`Svg`]).
pub fn read(svg: &str) -> Svg {
    let mut r = Reader::from_str(svg);
    let mut out = Svg::default();
    let mut depth = 0usize;
    let mut in_text = false;
    loop {
        let event = r
            .read_event()
            .unwrap_or_else(|e| panic!("invalid XML at {}: {e}", r.buffer_position()));
        match event {
            Event::Start(e) | Event::Empty(e) if depth == 0 => {
                out.root = Element::of(&e);
                depth += 1;
            }
            ev @ (Event::Start(_) | Event::Empty(_)) => {
                let (e, start) = match &ev {
                    Event::Start(e) => (e, true),
                    Event::Empty(e) => (e, false),
                    _ => unreachable!(),
                };
                let element = Element::of(e);
                if element.name == "text" {
                    in_text = start;
                    out.texts.push(String::new());
                }
                out.elements.push(element);
                if start {
                    depth += 1;
                }
            }
            Event::Text(t) if in_text => out.texts.last_mut().unwrap().push_str(&t.xml10_content()),
            Event::GeneralRef(r) if in_text => {
                let name: &str = r.as_ref();
                let c = match name {
                    "lt" => '<',
                    "gt" => '>',
                    "amp" => '&',
                    "quot" => '"',
                    "apos" => '\'',
                    _ => r.resolve_char_ref().unwrap().expect("a known entity"),
                };
                out.texts.last_mut().unwrap().push(c);
            }
            Event::End(e) => {
                let qname = e.name();
                let name: &str = qname.as_ref();
                if name == "text" {
                    in_text = false;
                }
                depth = depth.checked_sub(1).expect("no end tag before its start");
            }
            Event::Eof => break,
            _ => {}
        }
    }
    assert_eq!(depth, 0, "every element is closed");
    out
}
