//! Names: the snake_case and plural rules of the method, and how a name is written in CQL.
//!
//! The method's naming decisions: table names (`hotels_by_poi`), column names (`hotel_id`),
//! plurals and the CQL word of a name in any script. How a name is written in CQL (quoting,
//! keywords) and which names CQL cannot take are the language's: [`crate::cql::quoting`].

/// Converts a display name to snake_case: `Point of Interest` → `point_of_interest`,
/// `hotelID` → `hotel_id`. Non-ASCII letters (Chinese, accents) are kept as they are, so
/// the caller can tell that the result is not a valid CQL schema name.
pub fn snake_case(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    let mut prev: Option<char> = None;
    let chars: Vec<char> = name.trim().chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii_alphanumeric() {
            if c.is_ascii_uppercase() {
                let next_lower = chars.get(i + 1).is_some_and(char::is_ascii_lowercase);
                let boundary = match prev {
                    Some(p) if p.is_ascii_lowercase() || p.is_ascii_digit() => true,
                    Some(p) if p.is_ascii_uppercase() => next_lower,
                    _ => false,
                };
                if boundary && !out.ends_with('_') {
                    out.push('_');
                }
                out.push(c.to_ascii_lowercase());
            } else {
                out.push(c);
            }
        } else if c.is_alphanumeric() {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('_') {
            out.push('_');
        }
        prev = Some(c);
    }
    while out.ends_with('_') {
        out.pop();
    }
    out
}

/// The CQL word for a display name in any script: transliterated to ASCII (学生 → `xue_sheng`,
/// Größe → `grosse`, Станция → `stantsiia`) and put in [`snake_case`]. Only ASCII letters,
/// digits and `_`, so any table or column name built of such words is one CQL takes; empty
/// only when the name has no letter or digit in any script. An ASCII name is its
/// `snake_case` unchanged.
pub fn cql_word(name: &str) -> String {
    if name.is_ascii() {
        return snake_case(name);
    }
    // A character without a transliteration separates words, as punctuation does.
    snake_case(&deunicode::deunicode_with_tofu(name, " "))
}

/// The plural of `word`, the CQL word of `written`: English plurals for words written in
/// English (ASCII) only; a transliterated word stays as it is (学生 → `xue_sheng`, never
/// `xue_shengs`: Chinese has no plural, and an English ending on Russian reads wrong).
pub fn plural_of(written: &str, word: &str) -> String {
    if written.is_ascii() { plural(word) } else { word.to_owned() }
}

/// The English plural of the last word of a snake_case name: `hotel` → `hotels`,
/// `point_of_interest` → `point_of_interests`, `category` → `categories`, `address` →
/// `addresses`. Names that do not end in an ASCII letter are left as they are.
pub fn plural(snake: &str) -> String {
    const IRREGULAR: &[(&str, &str)] = &[
        ("person", "people"),
        ("child", "children"),
        ("man", "men"),
        ("woman", "women"),
        ("data", "data"),
        ("info", "info"),
        ("news", "news"),
        ("series", "series"),
        ("status", "statuses"),
        // -f and -fe nouns that take -ves (a roof, a chef, a belief keep -s).
        ("shelf", "shelves"),
        ("leaf", "leaves"),
        ("half", "halves"),
        ("calf", "calves"),
        ("wolf", "wolves"),
        ("thief", "thieves"),
        ("loaf", "loaves"),
        ("knife", "knives"),
        ("life", "lives"),
        ("wife", "wives"),
    ];
    let (head, last) = match snake.rfind('_') {
        Some(i) => (&snake[..=i], &snake[i + 1..]),
        None => ("", snake),
    };
    if let Some((_, p)) = IRREGULAR.iter().find(|(s, _)| *s == last) {
        return format!("{head}{p}");
    }
    if !last.ends_with(|c: char| c.is_ascii_alphabetic()) {
        return snake.to_owned();
    }
    let vowel_before_y = last.len() >= 2 && matches!(last.as_bytes()[last.len() - 2], b'a' | b'e' | b'i' | b'o' | b'u');
    if last.ends_with('y') && !vowel_before_y {
        format!("{head}{}ies", &last[..last.len() - 1])
    } else if ["s", "x", "z", "ch", "sh"].iter().any(|e| last.ends_with(e)) {
        format!("{snake}es")
    } else {
        format!("{snake}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snake_case_examples() {
        assert_eq!(snake_case("Point of Interest"), "point_of_interest");
        assert_eq!(snake_case("hotelID"), "hotel_id");
        assert_eq!(snake_case("HTTPServer"), "http_server");
        assert_eq!(snake_case("number of sensors"), "number_of_sensors");
        assert_eq!(snake_case("  start-date "), "start_date");
        assert_eq!(snake_case("学生"), "学生");
        assert_eq!(snake_case("confirm_number"), "confirm_number");
    }

    #[test]
    fn plural_examples() {
        assert_eq!(plural("hotel"), "hotels");
        assert_eq!(plural("poi"), "pois");
        assert_eq!(plural("category"), "categories");
        assert_eq!(plural("day"), "days");
        assert_eq!(plural("address"), "addresses");
        assert_eq!(plural("customer_address"), "customer_addresses");
        assert_eq!(plural("delivery_timeslot"), "delivery_timeslots");
        assert_eq!(plural("person"), "people");
        assert_eq!(
            (plural("shelf"), plural("book_shelf"), plural("knife"), plural("roof"), plural("chef")),
            ("shelves".into(), "book_shelves".into(), "knives".into(), "roofs".into(), "chefs".into())
        );
        assert_eq!(plural("学生"), "学生");
    }
}
