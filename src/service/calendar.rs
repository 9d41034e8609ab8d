//! Dates in UTC from the store's timestamps (milliseconds since the Unix epoch), for vacations'
//! calendar years and for times written out where a front end cannot show them in the reader's
//! own time zone. Days to civil dates by Howard Hinnant's algorithm.

use super::ids::Timestamp;

const DAY_MS: i64 = 86_400_000;

/// The civil date (year, month 1–12, day 1–31) of `days` since 1970-01-01.
fn civil(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// Days since 1970-01-01 of the civil date `year`-`month`-`day`.
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y.rem_euclid(400);
    let mp = if month > 2 { month - 3 } else { month + 9 };
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The first moment of `at`'s calendar year (UTC).
pub(crate) fn year_start(at: Timestamp) -> Timestamp {
    let (year, _, _) = civil(at.0.div_euclid(DAY_MS));
    Timestamp(days_from_civil(year, 1, 1) * DAY_MS)
}

/// The date of `at`, `2026-12-02` (UTC).
pub(crate) fn date_text(at: Timestamp) -> String {
    let (y, m, d) = civil(at.0.div_euclid(DAY_MS));
    format!("{y:04}-{m:02}-{d:02}")
}

/// `at` written as `2026-12-02 14:05 UTC`.
pub(crate) fn utc_text(at: Timestamp) -> String {
    let minutes = at.0.rem_euclid(DAY_MS) / 60_000;
    let (h, m) = (minutes / 60, minutes % 60);
    format!("{} {h:02}:{m:02} UTC", date_text(at))
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
        for days in [-800_000, -1, 0, 59, 60, 10_956, 20_000, 2_932_896] {
            let (y, m, d) = civil(days);
            assert_eq!(days_from_civil(y, m, d), days);
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
