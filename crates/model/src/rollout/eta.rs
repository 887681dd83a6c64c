//! Rate and ETA with their basis: completions counted over the window, and the nodes that can
//! still move, naming what holds the others.

use jiff::{SignedDuration, Timestamp};

use super::{CompartmentState, CompartmentView, Eta, Progress, Rate, Row, rfc3339};

fn minutes(d: SignedDuration) -> String {
    let m = (d.as_secs() + 59) / 60;
    if m >= 120 {
        format!("{} h", m / 60)
    } else {
        format!("{m} min")
    }
}

/// Nodes completed per hour over the completions recorded in the last `window`, counted from
/// the oldest of them to now: "48 nodes in the last 30 min".
/// `times`: the completion times known, in order; `any_complete`: some node is complete.
pub(super) fn rate(
    times: &[Timestamp],
    any_complete: bool,
    now: Timestamp,
    window: SignedDuration,
) -> Rate {
    if times.is_empty() {
        return Rate {
            nodes_per_hour: None,
            completed: 0,
            since: None,
            basis: if any_complete {
                "no completion time recorded: no complete node has a NotReady=False transition"
            } else {
                "no node has completed yet"
            }
            .into(),
        };
    }
    let start = now - window;
    // In order: those within the window are the last ones.
    let recent = &times[times.partition_point(|t| *t < start)..];
    let Some(oldest) = recent.first().copied() else {
        let last = times.last().copied().unwrap_or(start);
        return Rate {
            nodes_per_hour: Some(0.0),
            completed: 0,
            since: Some(rfc3339(start)),
            basis: format!(
                "0 nodes in the last {} (last completion {} ago)",
                minutes(window),
                minutes(now.duration_since(last))
            ),
        };
    };
    // A span of at least a minute: one completion a second ago is not 3,600 an hour.
    let span = now
        .duration_since(oldest)
        .max(SignedDuration::from_secs(60));
    let per_hour = recent.len() as f64 * 3600.0 / span.as_secs_f64();
    Rate {
        nodes_per_hour: Some((per_hour * 10.0).round() / 10.0),
        completed: recent.len(),
        since: Some(rfc3339(oldest)),
        basis: format!(
            "{} node{} in the last {}",
            recent.len(),
            if recent.len() == 1 { "" } else { "s" },
            minutes(span)
        ),
    }
}

/// The node's own reason to wait on a person, as a code: its first blocker that needs one,
/// else the operator's verdict.
fn person_code(r: &Row) -> &'static str {
    match &r.holding {
        Some(b) if b.code.is_stuck() => b.code.name(),
        _ => match r.progress {
            Progress::Erroring => "erroring",
            Progress::Blocked => "blocked",
            Progress::Paused => "paused",
            _ => r.holding.as_ref().map_or("waiting", |b| b.code.name()),
        },
    }
}

/// What holds the rollout, in words, for the ETA's basis: the stopped compartments, the
/// held ones with the picked nodes that hold them, else the nodes waiting on a person (three
/// named). Empty when nothing waits on a person.
pub(super) fn who_holds(records: &[Row], compartments: &[CompartmentView]) -> String {
    let named = |names: Vec<String>, total: usize| {
        let more = total.saturating_sub(names.len());
        let mut s = names.join(", ");
        if more > 0 {
            s.push_str(&format!(" and {more} more"));
        }
        s
    };
    let code_of = |name: &str| {
        records
            .iter()
            .find(|r| *r.name == *name)
            .map_or_else(String::new, |r| format!(" ({})", person_code(r)))
    };
    let mut parts = Vec::new();
    for c in compartments {
        match c.state {
            CompartmentState::Stopped => parts.push(format!(
                "compartment {} stopped after {} failed batch(es) (rollout-stopped)",
                c.name, c.consecutive_failures
            )),
            CompartmentState::Held => {
                let names: Vec<String> = c
                    .held_by
                    .iter()
                    .take(3)
                    .map(|n| format!("{n}{}", code_of(n)))
                    .collect();
                parts.push(format!(
                    "compartment {}'s batch held by {}",
                    c.name,
                    named(names, c.held_by.len())
                ));
            }
            _ => {}
        }
    }
    if !parts.is_empty() {
        return parts.join("; ");
    }
    let person: Vec<&Row> = records
        .iter()
        .filter(|r| r.progress != Progress::Complete && (r.needs_person || r.held_back))
        .collect();
    let names: Vec<String> = person
        .iter()
        .take(3)
        .map(|r| format!("{} ({})", r.name, person_code(r)))
        .collect();
    named(names, person.len())
}

/// The ETA over the nodes that can still move: `left` nodes not complete, `person` of them
/// needing a person or held back by their compartment. `who`: what holds those
/// ([`who_holds`]), named in the basis.
pub(super) fn eta(
    left: usize,
    person: usize,
    rate: &Rate,
    now: Timestamp,
    who: &str,
) -> (Option<Eta>, String) {
    if left == 0 {
        return (None, "every selected node is complete".into());
    }
    let movable = left - person;
    let held = if who.is_empty() {
        String::new()
    } else {
        format!(": {who}")
    };
    if movable == 0 {
        return (
            None,
            format!("unknown: all {person} remaining node(s) need a person first{held}"),
        );
    }
    let excluded = if person > 0 {
        format!("; {person} node(s) waiting on a person are not counted{held}")
    } else {
        String::new()
    };
    match rate.nodes_per_hour {
        Some(r) if r > 0.0 => {
            let secs = (movable as f64 / r * 3600.0).round() as i64;
            let at = now + SignedDuration::from_secs(secs);
            (
                Some(Eta {
                    at: rfc3339(at),
                    seconds: secs,
                    remaining: movable,
                }),
                format!("{movable} node(s) at {r} nodes/h{excluded}"),
            )
        }
        _ => (None, format!("unknown: {}", rate.basis)),
    }
}
