//! The engine's settings written as text, as the benchmarks take them (`hexbot bench ai --engine`,
//! and the lab's matches): a level, then changes, separated by colons, e.g. `hard:5000` (5,000
//! playouts, no time cap), `hard:t=1` (at most 1 s a move) or `hard:5000:-rave:-bridges`. Each
//! switch names one field of [`SearchConfig`], so an addition to the engine can be measured
//! against the search without it.

use super::config::SearchConfig;
use crate::level::Level;
use std::str::FromStr;
use std::time::Duration;

/// How an engine is written: a level, then changes.
pub const SPEC_GRAMMAR: &str = "LEVEL[:PLAYOUTS][:t=SECONDS|-rave|-bridges|-priors|-solver|-inferior|+rev|-rev|+ans|-ans|+pans|-pans|-vc|-mustplay|+vc|+mustplay|-reuse|+reuse|-pp|+pp|+book|-book|+net|+mp|-mp|mc=PRIOR_CONSTANT|mr=RAVE_SEED|nb=POLICY_BIAS|rb=RESTORE_BIAS|rs=ROOT_SOLVE_NODES|ng=POLICY_POWER|pc=PLAYOUT_CAP|-mistakes|c=EXPLORATION|p=PRIOR_WEIGHT|b=PATTERN_BIAS|g=PATTERN_POWER|r=RAVE_BIAS|x=EXPAND_THRESHOLD|k=KNOWLEDGE_THRESHOLD]...";

/// A malformed engine description (the text given).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("bad engine \"{0}\": expected {grammar}", grammar = SPEC_GRAMMAR)]
pub struct ParseSpecError(String);

/// `LEVEL[:CHANGE]...`: the level's settings ([`SearchConfig::for_level`]) with each change
/// applied in turn. A bare number is a playout budget without a time cap; `t=SECONDS` a time cap;
/// `+x`/`-x` turn a knowledge switch on or off; `name=VALUE` sets a weight; `+net` and `nb=`
/// weigh in the policy network.
impl FromStr for SearchConfig {
    type Err = ParseSpecError;
    fn from_str(s: &str) -> Result<Self, ParseSpecError> {
        let bad = || ParseSpecError(s.to_owned());
        let mut parts = s.split(':');
        let level: Level = parts.next().unwrap_or("").parse().map_err(|_| bad())?;
        let mut config = SearchConfig::for_level(level);
        for part in parts {
            match part {
                "-rave" => config.rave = false,
                "-bridges" => config.bridge_playouts = false,
                "-priors" => config.priors = false,
                "-solver" => config.solver = false,
                "-inferior" => config.inferior_cells = false,
                "+rev" => config.reversible_cells = true,
                "-rev" => config.reversible_cells = false,
                "+ans" => config.answer_patterns = true,
                "-ans" => config.answer_patterns = false,
                "+pans" => config.playout_answers = true,
                "-pans" => config.playout_answers = false,
                "+vc" => config.virtual_connections = true,
                "-vc" => config.virtual_connections = false,
                "-mustplay" => config.must_play = false,
                "+mustplay" => config.must_play = true,
                "-mistakes" => config.mistake_rate = 0.0,
                "-reuse" => config.reuse_tree = false,
                "+reuse" => config.reuse_tree = true,
                "-pp" => config.pattern_playouts = false,
                "+pp" => config.pattern_playouts = true,
                "+book" => config.book = true,
                "+mp" => config.normalised_priors = true,
                "-mp" => config.normalised_priors = false,
                n if n.starts_with("mc=") => {
                    config.prior_constant = weight(&n[3..]).ok_or_else(bad)?
                }
                n if n.starts_with("mr=") => config.rave_seed = weight(&n[3..]).ok_or_else(bad)?,
                "-book" => config.book = false,
                t if t.starts_with("t=") => {
                    let secs: f64 = t[2..].parse().map_err(|_| bad())?;
                    if !(secs > 0.0 && secs < 1e6) {
                        return Err(bad());
                    }
                    config.time_cap = Some(Duration::from_secs_f64(secs));
                }
                c if c.starts_with("c=") => {
                    config.exploration = c[2..].parse().map_err(|_| bad())?;
                }
                p if p.starts_with("p=") => {
                    config.prior_weight = p[2..].parse().map_err(|_| bad())?;
                }
                b if b.starts_with("b=") => {
                    config.pattern_bias = b[2..].parse().map_err(|_| bad())?;
                }
                c if c.starts_with("pc=") => {
                    config.playout_cap = c[3..].parse().map_err(|_| bad())?;
                    if config.playout_cap.is_nan() || config.playout_cap <= 0.0 {
                        return Err(bad());
                    }
                }
                n if n.starts_with("rs=") => {
                    config.root_solve_nodes = n[3..].parse().map_err(|_| bad())?;
                }
                "+net" => config.policy_bias = config.pattern_bias.max(1.0),
                n if n.starts_with("rb=") => {
                    config.restore_bias = weight(&n[3..]).ok_or_else(bad)?
                }
                n if n.starts_with("nb=") => {
                    config.policy_bias = n[3..].parse().map_err(|_| bad())?;
                }
                n if n.starts_with("ng=") => {
                    config.policy_power = n[3..].parse().map_err(|_| bad())?;
                }
                g if g.starts_with("g=") => {
                    config.pattern_power = g[2..].parse().map_err(|_| bad())?;
                }
                r if r.starts_with("r=") => {
                    config.rave_bias = r[2..].parse().map_err(|_| bad())?;
                }
                k if k.starts_with("k=") => {
                    config.knowledge_threshold = k[2..].parse().map_err(|_| bad())?;
                }
                e if e.starts_with("x=") => {
                    config.expand_threshold = e[2..].parse().map_err(|_| bad())?;
                }
                n => {
                    let n: u64 = n.parse().map_err(|_| bad())?;
                    config = config.with_playouts(n);
                }
            }
        }
        Ok(config)
    }
}

/// A weight written as text: a finite number, not negative.
fn weight(text: &str) -> Option<f32> {
    text.parse()
        .ok()
        .filter(|w: &f32| *w >= 0.0 && w.is_finite())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> SearchConfig {
        s.parse().unwrap()
    }

    #[test]
    fn specs_parse_levels_budgets_and_switches() {
        let config = parse("hard:5000:-rave:-bridges:c=0.5:p=3:x=2");
        assert_eq!(config.playouts, 5000);
        assert_eq!(config.time_cap, None);
        assert!(!config.rave && !config.bridge_playouts && config.solver);
        assert_eq!((config.exploration, config.prior_weight), (0.5, 3.0));
        assert_eq!(config.expand_threshold, 2);
        let config = parse("hard:+vc:+mustplay:+pp");
        assert!(config.virtual_connections && config.must_play && config.pattern_playouts);
        let config = parse("hard:-pp:pc=0.5");
        assert!(!config.pattern_playouts);
        assert_eq!(config.playout_cap, 0.5);
        assert_eq!(parse("medium"), SearchConfig::for_level(Level::Medium));
        let config = parse("hard:t=1.5");
        assert_eq!(config.time_cap, Some(Duration::from_millis(1500)));
        assert_eq!(parse("hard:rs=5000").root_solve_nodes, 5000);
        let config = parse("hard:+rev:rb=1.5:+ans:+pans");
        assert!(config.reversible_cells);
        assert!(config.answer_patterns);
        assert!(config.playout_answers);
        assert_eq!(config.restore_bias, 1.5);
        let config = parse("hard:+net:ng=2");
        assert_eq!((config.policy_bias, config.policy_power), (2.0, 2.0));
        let config = parse("hard:+mp:mc=1.5:mr=8:c=0.2");
        assert!(config.normalised_priors);
        assert_eq!((config.prior_constant, config.rave_seed), (1.5, 8.0));
        assert!(!parse("hard:+mp:-mp").normalised_priors);
        for bad in [
            "",
            "hard:rs=-1",
            "hard:rb=-1",
            "hard:rb=inf",
            "grandmaster",
            "hard:lots",
            "hard:-magic",
            "hard:c=x",
            "hard:t=0",
            "hard:pc=0",
            "hard:pc=-1",
            "hard:mc=-1",
            "hard:mr=nan",
            "htp:mohex",
        ] {
            assert!(bad.parse::<SearchConfig>().is_err(), "{bad}");
        }
    }
}
