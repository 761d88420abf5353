"""The self-contained HTML report: every figure drawn inline (SVG), readable offline."""

from __future__ import annotations

import base64
import html
import math
from typing import Any

from tapisvert.analysis.plots import draw

JSON = Any

SECTIONS = {
    "seats": "Seats and first-seat advantage",
    "taking": "Taking",
    "announcements": "Announcements",
    "prediction": "Predictions and the saboteur",
    "melds": "Melds, the pile and how hands end",
    "betting": "Betting, piles and chips",
    "families": "Families",
    "events": "How often each rule comes into play",
    "length": "Match length",
    "cards": "What a holding is worth",
    "game": "Other figures",
}

CSS = """
body{font-family:-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;margin:0;
background:#f4f2ec;color:#222;line-height:1.45}
header{background:#1f4d36;color:#fff;padding:22px 36px}
header h1{margin:0 0 6px;font-size:26px}
header p{margin:2px 0;opacity:.9}
main{max-width:1120px;margin:0 auto;padding:18px 28px 60px}
nav{font-size:14px;margin:10px 0 18px}
nav a{margin-right:14px;color:#1f4d36}
h2{border-bottom:2px solid #1f4d36;padding-bottom:4px;margin-top:34px;color:#1f4d36}
.figure{background:#fff;border-radius:8px;padding:16px 20px;margin:16px 0;
box-shadow:0 1px 3px rgba(0,0,0,.12)}
.figure h3{margin:0 0 8px;font-size:17px}
.figure img{max-width:100%;height:auto;display:block;margin:4px 0}
.what{margin:6px 0;color:#333}
.n{color:#666;font-size:13px}
.warn{background:#fff4d6;border-left:4px solid #d99a00;padding:8px 12px;margin:8px 0;
font-size:14px}
.facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;font-size:14px;
background:#fff;padding:14px 18px;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.facts b{color:#1f4d36}
table{border-collapse:collapse;font-size:13px;margin-top:8px}
td,th{padding:3px 10px;border-bottom:1px solid #e5e2da;text-align:right}
th:first-child,td:first-child{text-align:left}
td.sig{color:#b03a2e;font-weight:600}
details summary{cursor:pointer;color:#1f4d36;font-size:13px;margin-top:6px}
.empty{color:#777;font-style:italic}
footer{color:#666;font-size:12px;margin-top:40px}
"""


def deals_text(n: int) -> str:
    return f"{n:,} deal" + ("" if n == 1 else "s")


def _fmt(v: float | None, percent: bool) -> str:
    if v is None or not math.isfinite(v):
        return "–"
    return f"{v * 100:.1f}%" if percent else f"{v:,.2f}"


def _cell(bar: JSON, percent: bool) -> str:
    if bar["mean"] is None:
        return "–"
    lo, hi = bar["ci95"]
    return f"{_fmt(bar['mean'], percent)} [{_fmt(lo, percent)}, {_fmt(hi, percent)}]"


def _table(fig: JSON) -> str:
    percent = fig["kind"] == "share"
    diff_pct = percent
    series = fig["series"]
    head = [html.escape(fig["axis"])]
    for s in series:
        head.append(f"{html.escape(s['variant'])}: mean [95% interval]")
        if fig["kind"] != "value":
            head.append("n")
    for d in fig.get("differences", []):
        head.append(f"{html.escape(d['variant'])} − {html.escape(d['baseline'])}")
    rows = ["<tr>" + "".join(f"<th>{h}</th>" for h in head) + "</tr>"]
    for j, cat in enumerate(fig["categories"]):
        cells = [html.escape(cat)]
        for s in series:
            b = s["bars"][j]
            cells.append(_cell(b, percent))
            if fig["kind"] != "value":
                cells.append(f"{b['n']:,.0f}")
        tds = "".join(f"<td>{c}</td>" for c in cells)
        for d in fig.get("differences", []):
            b = d["bars"][j]
            cls = ' class="sig"' if b["significant"] else ""
            tds += f"<td{cls}>{_cell(b, diff_pct)}</td>"
        rows.append(f"<tr>{tds}</tr>")
    return "<table>" + "".join(rows) + "</table>"


def _figure_html(fig: JSON) -> str:
    parts = [
        f'<div class="figure" id="{html.escape(fig["id"])}">',
        f"<h3>{html.escape(fig['title'])}</h3>",
    ]
    if fig.get("warning"):
        parts.append(f'<div class="warn">{html.escape(fig["warning"])}</div>')
    if fig["empty"]:
        parts.append('<p class="empty">Nothing to show: no such event in these matches.</p>')
    else:
        svg = draw(fig, "svg")
        data = base64.b64encode(svg).decode("ascii")
        parts.append(
            f'<img alt="{html.escape(fig["title"])}" src="data:image/svg+xml;base64,{data}">'
        )
    parts.append(f'<p class="what">{html.escape(fig["text"])}</p>')
    if fig["kind"] == "value" or fig["unit"] == "matches":
        n = f"Sample: {deals_text(fig['matches'])} per variant."
    else:
        n = (
            f"Sample: {sum(b['n'] for b in fig['series'][0]['bars']):,.0f} {fig['unit']}"
            f" over {deals_text(fig['matches'])} per variant."
        )
    parts.append(
        f'<p class="n">{n} Intervals are 95% confidence intervals over deals'
        + (", differences paired by deal." if "differences" in fig else ".")
        + "</p>"
    )
    if not fig["empty"]:
        parts.append(f"<details><summary>Numbers</summary>{_table(fig)}</details>")
    parts.append("</div>")
    return "\n".join(parts)


def _options_text(options: dict[str, Any]) -> str:
    if not options:
        return "defaults"
    return ", ".join(f"{k}={v}" for k, v in options.items())


def render_html(report: JSON) -> str:
    """The whole report as one HTML page."""
    title = f"{report['game']} at {report['players']} players: what the simulations say"
    facts = [
        ("Game", f"{report['game']}, {report['players']} players"),
        (
            "Deals",
            f"{deals_text(report['deals'])} per variant"
            + (" (the same deals for every variant)" if len(report["variants"]) > 1 else ""),
        ),
        ("Bots", ", ".join(report["bots"]) or "unknown"),
    ]
    all_opts = [v["options"] for v in report["variants"]]
    varying = {k for o in all_opts for k in o if any(p.get(k) != o.get(k) for p in all_opts)}
    common = {k: val for k, val in all_opts[0].items() if k not in varying and val is not None}
    facts.append(("Options", _options_text(common)))
    if len(report["variants"]) > 1:
        for i, v in enumerate(report["variants"]):
            shown = {k: v["options"].get(k) for k in sorted(varying)}
            role = " (baseline)" if i == 0 else ""
            opts = _options_text(shown)
            text = v["label"] if opts == v["label"] else f"{v['label']}: {opts}"
            facts.append((f"Variant {i + 1}{role}", text))
    run = report.get("run") or {}
    if run.get("source"):
        facts.append(("Source", str(run["source"])))
    if run.get("seconds") is not None:
        facts.append(("Time", f"{run['seconds']:.1f} s"))
    fact_html = "".join(f"<b>{html.escape(k)}</b><span>{html.escape(v)}</span>" for k, v in facts)
    banner = ""
    if report["weak_seats"]:
        banner = (
            '<div class="warn"><b>About the bots.</b> Random bots played seat(s) '
            + ", ".join(map(str, report["weak_seats"]))
            + ". Figures that depend on their decisions describe random play, not what"
            " players would do; each such figure says so. Heuristic or ismcts bots give"
            " figures worth discussing.</div>"
        )
    if report["deals"] < 30:
        banner += (
            f'<div class="warn"><b>Few deals.</b> {deals_text(report["deals"])}: intervals are'
            " wide or missing (none with a single deal). Run more deals (-k) before drawing"
            " conclusions.</div>"
        )
    sections: dict[str, list[str]] = {}
    for fig in report["figures"]:
        sections.setdefault(fig["section"], []).append(_figure_html(fig))
    order = [s for s in SECTIONS if s in sections]
    nav = "".join(f'<a href="#sec-{s}">{html.escape(SECTIONS[s])}</a>' for s in order)
    body = "".join(
        f'<h2 id="sec-{s}">{html.escape(SECTIONS[s])}</h2>' + "".join(sections[s]) for s in order
    )
    compare_note = ""
    if len(report["variants"]) > 1:
        base = report["variants"][0]["label"]
        compare_note = (
            f"<p>Each figure shows the variants side by side and, on the right, each variant"
            f" minus “{html.escape(base)}” with the 95% interval of the difference, paired by"
            " deal: the same deals were played under every variant, so luck of the deal"
            " cancels. A red point is a difference whose interval excludes zero; with many"
            " bars, about one in twenty does so by chance alone, so look for patterns and"
            " confirm a surprise with more deals (another --seed).</p>"
        )
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(title)}</title><style>{CSS}</style></head>
<body><header><h1>{html.escape(title)}</h1>
<p>tapisvert analyze: every figure with its sample size and 95% interval.</p></header>
<main><div class="facts">{fact_html}</div>{banner}{compare_note}
<nav>{nav}</nav>{body}
<footer>Made by tapisvert analyze from {deals_text(report["deals"])} per variant. Intervals are
normal 95% intervals of ratio estimates over deals (delta method), so hands of the same match
count as one sample.</footer></main></body></html>
"""
