"""An independent, deliberately plain scorer written from RULES.md, to check the engine against."""

from __future__ import annotations


def simple_deltas(ruleset: str, n: int, options: dict, teams, rec) -> list[int]:
    votes = rec.votes
    owners = rec.owners
    if ruleset in ("party2011", "party2020"):
        cap = 5 if ruleset == "party2011" else 10**9
        out = []
        for p in range(n):
            (mine,) = votes[p]
            same = sum(1 for q in range(n) if votes[q] and votes[q][0] == mine)
            out.append(0 if mine == rec.trap or same == 1 else min(same, cap))
        return out
    story = owners.index(rec.storyteller) + 1
    voters = [p for p in range(n) if votes[p]]
    found = [p for p in voters if story in votes[p]]
    if ruleset.startswith("teams"):
        team = {}
        for t, (a, b) in enumerate(teams):
            team[a] = t
            team[b] = t
        out = [0] * len(teams)
        st_team = team[rec.storyteller]
        if len(found) in (0, len(voters)):
            for t in range(len(teams)):
                if t != st_team:
                    out[t] += 2
        else:
            out[st_team] += 3
            for p in found:
                out[team[p]] += 3
        cap = 3 if ruleset == "teams2011" else 10**9
        for t in range(len(teams)):
            got = 0
            for pos, owner in enumerate(owners, start=1):
                if pos != story and team[owner] == t:
                    got += sum(1 for p in voters if pos in votes[p])
            out[t] += min(got, cap)
        return out
    out = [0] * n
    if len(found) in (0, len(voters)):
        for p in range(n):
            if p != rec.storyteller:
                out[p] = 2
    else:
        pts = 4 if (ruleset == "classic" and options.get("lone_finder") and len(found) == 1) else 3
        out[rec.storyteller] = pts
        for p in found:
            out[p] = pts
    if ruleset == "odyssey" and n >= 7:
        for p in found:
            if len(votes[p]) == 1:
                out[p] += 1
    cap = None if ruleset == "classic" else 3
    for p in range(n):
        if p == rec.storyteller:
            continue
        got = sum(1 for pos, owner in enumerate(owners, start=1) if owner == p for q in voters if pos in votes[q])
        out[p] += got if cap is None else min(got, cap)
    return out
