//! Dates in UTC from the store's timestamps (milliseconds since the Unix epoch), for vacations'
//! calendar years and for times written out where a front end cannot show them in the reader's
//! own time zone. The calendar is chrono's (already built for serenity, with the features used
//! here).

use super::ids::Timestamp;
use chrono::{DateTime, Datelike, NaiveTime, Utc};

const DAY_MS: i64 = 86_400_000;

/// `at` as a moment in UTC. A timestamp past chrono's range (some 262,000 years either side of
/// the epoch: none the store writes, but bad input never panics) is held at its end.
fn utc(at: Timestamp) -> DateTime<Utc> {
    DateTime::from_timestamp_millis(at.0).unwrap_or(if at.0 < 0 {
        DateTime::<Utc>::MIN_UTC
    } else {
        DateTime::<Utc>::MAX_UTC
    })
}

/// The first moment of `at`'s calendar year (UTC).
pub(crate) fn year_start(at: Timestamp) -> Timestamp {
    let date = utc(at).date_naive();
    date.with_ordinal(1).map_or(at, |first| {
        Timestamp(first.and_time(NaiveTime::MIN).and_utc().timestamp_millis())
    })
}

/// The date of `at`, `2026-12-02` (UTC).
pub(crate) fn date_text(at: Timestamp) -> String {
    utc(at).format("%Y-%m-%d").to_string()
}

/// `at` written as `2026-12-02 14:05 UTC`.
pub(crate) fn utc_text(at: Timestamp) -> String {
    utc(at).format("%Y-%m-%d %H:%M UTC").to_string()
}

/// Whole days started in `ms` milliseconds (a vacation of two hours counts one day).
pub(crate) fn days_started(ms: i64) -> u32 {
    u32::try_from(ms.max(0).div_euclid(DAY_MS) + i64::from(ms.rem_euclid(DAY_MS) > 0 && ms > 0))
        .unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_and_years_in_utc() {
        // 2026-12-02 12:32:00 UTC
        let t = Timestamp(1_796_214_720_000);
        assert_eq!(utc_text(t), "2026-12-02 12:32 UTC");
        assert_eq!(utc_text(year_start(t)), "2026-01-01 00:00 UTC");
        assert_eq!(utc_text(Timestamp(0)), "1970-01-01 00:00 UTC");
        assert_eq!(
            utc_text(year_start(Timestamp(951_782_400_000))),
            "2000-01-01 00:00 UTC"
        );
        assert_eq!(utc_text(Timestamp(951_782_400_000)), "2000-02-29 00:00 UTC");
        assert_eq!(date_text(Timestamp(-1)), "1969-12-31");
        assert_eq!(utc_text(Timestamp(-1)), "1969-12-31 23:59 UTC");
        // Every day's year starts on a 1 January at midnight, at most 366 days before it.
        for days in [-800_000, -1, 0, 59, 60, 10_956, 20_000, 2_932_896] {
            let at = Timestamp(days * DAY_MS + 12_345);
            let start = year_start(at);
            assert!(start <= at && at.0 - start.0 < 366 * DAY_MS, "{days}");
            assert!(utc_text(start).ends_with("-01-01 00:00 UTC"), "{days}");
            assert_eq!(date_text(start)[..4], date_text(at)[..4], "{days}");
        }
    }

    #[test]
    fn timestamps_past_the_calendar_do_not_panic() {
        for at in [i64::MIN, i64::MIN + 1, i64::MAX] {
            let at = Timestamp(at);
            assert!(!utc_text(at).is_empty());
            assert!(!date_text(at).is_empty());
            let _ = year_start(at);
        }
    }

    #[test]
    fn whole_days_started() {
        assert_eq!(days_started(0), 0);
        assert_eq!(days_started(1), 1);
        assert_eq!(days_started(DAY_MS), 1);
        assert_eq!(days_started(DAY_MS + 1), 2);
        assert_eq!(days_started(-5), 0);
    }
}
