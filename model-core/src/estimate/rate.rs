//! A number or a rate as a modeller types it where an estimate is asked: `5`, `73,000`,
//! `1/s`, `86400/day`, `10 per minute`, `1/10 s`, `every 10 seconds`. One parser for every
//! estimate field of the window; what it does not read is refused, never taken in part.

use crate::project::TimeUnit;

/// A typed estimate: a count, per a unit of time when it is a rate.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rate {
    /// How many (per `per` when it is a rate): finite, 0 or more.
    pub count: f64,
    /// The unit of time of a rate; `None`: a plain number.
    pub per: Option<TimeUnit>,
}

/// Why a typed estimate was refused: it is neither a number nor a rate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotARate {
    /// What was typed, trimmed.
    pub typed: String,
}

/// `text` as a number or a rate; `Ok(None)` when empty (not estimated).
pub fn parse_rate(text: &str) -> Result<Option<Rate>, NotARate> {
    let typed = text.trim();
    if typed.is_empty() {
        return Ok(None);
    }
    read(&typed.to_lowercase()).map(Some).ok_or_else(|| NotARate { typed: typed.to_owned() })
}

fn read(t: &str) -> Option<Rate> {
    let (count, per) = if let Some(rest) = t.strip_prefix("every") {
        ("1", rest)
    } else if let Some((count, per)) = t.split_once('/') {
        (count, per)
    } else if let Some(at) = t.find("per") {
        (&t[..at], &t[at + 3..])
    } else {
        return Some(Rate { count: number(t)?, per: None });
    };
    let count = number(count)?;
    let per = per.trim();
    // `10 s`, `10s`, `s`: an optional number of units, then the unit.
    let digits = per.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(per.len());
    let (times, unit) = per.split_at(digits);
    let times = if times.is_empty() { 1.0 } else { number(times)? };
    let unit = time_unit(unit.trim())?;
    let count = count / times;
    (times > 0.0 && count.is_finite()).then_some(Rate { count, per: Some(unit) })
}

/// A finite number of 0 or more; thousands separators (`73,000`, `73 000`, `73_000`) allowed.
fn number(text: &str) -> Option<f64> {
    let t: String = text.chars().filter(|c| !matches!(c, ',' | '_' | ' ' | '\u{a0}')).collect();
    t.parse::<f64>().ok().filter(|x| x.is_finite() && *x >= 0.0)
}

/// The catalogue's message listing the words typed for `unit` (`estimate-unit-words-day`:
/// `d, day, days` in English, `天, 日` in Chinese), so a translator adds a language's words
/// without Rust.
fn unit_words(unit: TimeUnit) -> crate::text::Text {
    match unit {
        TimeUnit::Second => crate::msg!("estimate-unit-words-second"),
        TimeUnit::Minute => crate::msg!("estimate-unit-words-minute"),
        TimeUnit::Hour => crate::msg!("estimate-unit-words-hour"),
        TimeUnit::Day => crate::msg!("estimate-unit-words-day"),
        TimeUnit::Week => crate::msg!("estimate-unit-words-week"),
        TimeUnit::Month => crate::msg!("estimate-unit-words-month"),
        TimeUnit::Year => crate::msg!("estimate-unit-words-year"),
    }
}

/// A unit of time in any language of the catalogue, singular, plural or abbreviated (`m`
/// alone is refused: a minute or a month): the comma-separated words of [`unit_words`].
fn time_unit(word: &str) -> Option<TimeUnit> {
    TimeUnit::ALL.into_iter().find(|u| {
        crate::text::Lang::ALL
            .iter()
            .any(|l| unit_words(*u).get(*l).split(',').any(|w| w.trim().to_lowercase() == word))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rate(count: f64, per: TimeUnit) -> Option<Rate> {
        Some(Rate { count, per: Some(per) })
    }

    #[test]
    fn numbers_and_rates_read_as_typed() {
        assert_eq!(parse_rate(""), Ok(None));
        assert_eq!(parse_rate(" 73,000 "), Ok(Some(Rate { count: 73_000.0, per: None })));
        assert_eq!(parse_rate("1/s"), Ok(rate(1.0, TimeUnit::Second)));
        assert_eq!(parse_rate("86400/day"), Ok(rate(86_400.0, TimeUnit::Day)));
        assert_eq!(parse_rate("10 per minute"), Ok(rate(10.0, TimeUnit::Minute)));
        assert_eq!(parse_rate("8,640 / Day"), Ok(rate(8_640.0, TimeUnit::Day)));
        assert_eq!(parse_rate("1/10 s"), Ok(rate(0.1, TimeUnit::Second)));
        assert_eq!(parse_rate("every 10 seconds"), Ok(rate(0.1, TimeUnit::Second)));
        assert_eq!(parse_rate("3 per wk"), Ok(rate(3.0, TimeUnit::Week)));
        assert_eq!(parse_rate("2/小时"), Ok(rate(2.0, TimeUnit::Hour)));
    }

    #[test]
    fn what_is_neither_a_number_nor_a_rate_is_refused_whole() {
        for bad in ["1/", "1/x", "1/m", "abc", "-3", "1/0 s", "per day", "1 per", "10 apples", "1e999"] {
            assert_eq!(parse_rate(bad), Err(NotARate { typed: bad.to_owned() }), "{bad}");
        }
    }
}
