"""Drawing a figure's JSON with matplotlib (Agg): bars with 95% intervals, or histograms.

Needs the `analysis` extra (`pip install 'tapisvert[analysis]'`). Every plot is titled and
labelled in words, shows the 95% interval of each bar and names its sample size.
"""

from __future__ import annotations

import io
import math
from typing import Any

JSON = Any

COLOURS = ("#2f6f4e", "#c77c2e", "#3d5a98", "#a23b5b", "#6b6b6b", "#8a7a1f")
DIFF_OK, DIFF_NONE = "#b03a2e", "#9a9a9a"


class MissingExtra(Exception):
    """matplotlib is not installed."""


def _pyplot() -> Any:
    try:
        import matplotlib
    except ImportError:
        raise MissingExtra(
            "tapisvert analyze draws with matplotlib: pip install 'tapisvert[analysis]'"
        ) from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    plt.rcParams.update(
        {
            "svg.fonttype": "none",
            "font.size": 10,
            "axes.spines.top": False,
            "axes.spines.right": False,
            "axes.titleweight": "bold",
            "axes.titlesize": 11,
        }
    )
    return plt


def check_available() -> None:
    """Raise MissingExtra when plots cannot be drawn."""
    _pyplot()


def _num(v: float | None) -> float:
    return math.nan if v is None else float(v)


def _sample_line(fig: JSON) -> str:
    ns = []
    for s in fig["series"]:
        n = sum(b["n"] for b in s["bars"]) if fig["kind"] != "value" else None
        ns.append(n)
    unit = fig["unit"]
    deals = f"{fig['matches']:,} deal" + ("" if fig["matches"] == 1 else "s")
    what = "; bars: 95% intervals" if fig["kind"] != "distribution" else ""
    if fig["kind"] == "value" or fig["unit"] == "matches":
        return f"{deals} per variant{what}"
    total = ns[0] or 0
    return f"n = {total:,.0f} {unit} over {deals}{what}"


def _bars(ax: Any, fig: JSON, percent: bool) -> None:
    cats = fig["categories"]
    series = fig["series"]
    k = len(series)
    horizontal = len(cats) > 8
    width = 0.8 / k
    scale = 100.0 if percent else 1.0
    for i, s in enumerate(series):
        means = [_num(b["mean"]) * scale for b in s["bars"]]
        lows = [_num(b["ci95"][0]) * scale for b in s["bars"]]
        highs = [_num(b["ci95"][1]) * scale for b in s["bars"]]
        err = [
            [max(m - lo, 0) if math.isfinite(lo) else 0 for m, lo in zip(means, lows, strict=True)],
            [max(h - m, 0) if math.isfinite(h) else 0 for m, h in zip(means, highs, strict=True)],
        ]
        pos = [j - 0.4 + width * (i + 0.5) for j in range(len(cats))]
        label = s["variant"] if k > 1 else None
        if horizontal:
            ax.barh(
                pos,
                means,
                height=width,
                xerr=err,
                color=COLOURS[i % len(COLOURS)],
                ecolor="#222",
                capsize=2,
                label=label,
            )
        else:
            ax.bar(
                pos,
                means,
                width=width,
                yerr=err,
                color=COLOURS[i % len(COLOURS)],
                ecolor="#222",
                capsize=3,
                label=label,
            )
    value = fig["value"] + (" (%)" if percent else "")
    if horizontal:
        ax.set_yticks(range(len(cats)), cats)
        ax.invert_yaxis()
        ax.set_xlabel(value)
        ax.set_ylabel(fig["axis"])
        ax.axvline(0, color="#444", linewidth=0.8)
    else:
        ax.set_xticks(
            range(len(cats)),
            cats,
            rotation=30 if len(cats) > 5 else 0,
            ha="right" if len(cats) > 5 else "center",
        )
        ax.set_ylabel(value)
        ax.set_xlabel(fig["axis"])
        ax.axhline(0, color="#444", linewidth=0.8)
        if len(cats) < 3:  # keep one or two bars from filling the whole width
            ax.set_xlim(-1.2, len(cats) + 0.2)
    if k > 1:
        _legend_above(ax, k)


def _legend_above(ax: Any, k: int) -> None:
    ax.legend(frameon=False, fontsize=8, loc="lower left", bbox_to_anchor=(0, 1.0), ncol=min(k, 3))


def _mean_text(bar: JSON, prefix: str) -> str:
    if bar is None or bar["mean"] is None:
        return prefix
    lo, hi = bar["ci95"]
    interval = f" [{lo:,.1f}, {hi:,.1f}]" if lo is not None and hi is not None else ""
    return f"{prefix}mean {bar['mean']:,.1f}{interval}"


def _differences(ax: Any, fig: JSON, percent: bool) -> None:
    cats = fig["categories"]
    diffs = fig["differences"]
    k = len(diffs)
    scale = 100.0 if percent else 1.0
    horizontal = len(cats) > 8
    for i, d in enumerate(diffs):
        for j, b in enumerate(d["bars"]):
            if b["mean"] is None:
                continue
            m = b["mean"] * scale
            lo, hi = _num(b["ci95"][0]) * scale, _num(b["ci95"][1]) * scale
            colour = DIFF_OK if b["significant"] else DIFF_NONE
            p = j + (i - (k - 1) / 2) * 0.2
            lo_e = m - lo if math.isfinite(lo) else 0
            hi_e = hi - m if math.isfinite(hi) else 0
            if horizontal:
                ax.errorbar(m, p, xerr=[[lo_e], [hi_e]], fmt="o", color=colour, capsize=2)
            else:
                ax.errorbar(p, m, yerr=[[lo_e], [hi_e]], fmt="o", color=colour, capsize=3)
    label = "difference" + (" (points of %)" if percent else "")
    names = "\n".join(f"{d['variant']} − {d['baseline']}" for d in diffs)
    if horizontal:
        ax.set_yticks(range(len(cats)), cats)
        ax.invert_yaxis()
        ax.axvline(0, color="#444", linewidth=0.8)
        ax.set_xlabel(label)
    else:
        ax.set_xticks(
            range(len(cats)),
            cats,
            rotation=30 if len(cats) > 5 else 0,
            ha="right" if len(cats) > 5 else "center",
        )
        ax.axhline(0, color="#444", linewidth=0.8)
        ax.set_ylabel(label)
        if len(cats) < 3:
            ax.set_xlim(-1.2, len(cats) + 0.2)
    ax.set_title(f"{names}\n(red: the interval excludes 0)", fontsize=8, fontweight="normal")


def _histogram(ax: Any, fig: JSON) -> None:
    lines: list[tuple[str, dict[float, int]]] = []
    several = len(fig["series"]) > 1
    for s in fig["series"]:
        hists = s.get("histograms", {})
        if several and len(hists) > 1:
            pooled: dict[float, int] = {}
            for h in hists.values():
                for v, c in h:
                    pooled[v] = pooled.get(v, 0) + c
            lines.append((s["variant"], pooled))
        else:
            for j, (cat, h) in enumerate(hists.items()):
                name = s["variant"] if several else cat
                lines.append((_mean_text(s["bars"][j], f"{name}: "), {v: c for v, c in h}))
    values = [v for _, h in lines for v in h]
    if not values:
        return
    lo, hi = min(values), max(values)
    width = fig.get("bin_width") or 0
    if not width:
        span = hi - lo
        width = max(1.0, span / 30) if span else 1.0
        mag = 10 ** math.floor(math.log10(width))
        width = min((m * mag for m in (1, 2, 5, 10) if m * mag >= width), default=width)
    edges_lo = math.floor(lo / width) * width
    if width == 1 and all(float(v).is_integer() for v in values):
        edges_lo -= 0.5  # whole numbers sit in the middle of their bar
    nbins = int((hi - edges_lo) // width) + 1
    single = len(lines) == 1 and not several
    for i, (label, h) in enumerate(lines):
        counts = [0] * nbins
        for v, c in h.items():
            counts[min(int((v - edges_lo) // width), nbins - 1)] += c
        xs = [edges_lo + width * b for b in range(nbins)]
        colour = COLOURS[i % len(COLOURS)]
        if single:
            ax.bar(xs, counts, width=width * 0.95, align="edge", color=colour)
        else:
            ax.step(
                [*xs, xs[-1] + width],
                [*counts, counts[-1]],
                where="post",
                color=colour,
                label=label,
                linewidth=1.4,
            )
    ax.set_xlabel(fig["axis"])
    ax.set_ylabel(fig["value"])
    if single:
        ax.text(
            0.99,
            0.97,
            _mean_text(fig["series"][0]["bars"][0], ""),
            transform=ax.transAxes,
            ha="right",
            va="top",
            fontsize=8,
        )
    else:
        ax.legend(frameon=False, fontsize=8)


def draw(fig: JSON, fmt: str = "svg", *, title: bool = False) -> bytes:
    """The figure as SVG (or PNG) bytes; `title` draws the title in the picture too."""
    plt = _pyplot()
    cats = fig["categories"]
    percent = fig["kind"] == "share"
    compare = "differences" in fig and fig["kind"] != "distribution"
    tall = len(cats) > 8
    height = max(3.2, 0.28 * len(cats) * max(1, len(fig["series"]) * 0.6) + 1.2) if tall else 3.4
    ncols = 2 if compare else 1
    f, axes = plt.subplots(
        1,
        ncols,
        figsize=(6.4 * ncols if not tall else 5 * ncols, height),
        squeeze=False,
        gridspec_kw={"width_ratios": [3, 2]} if compare else None,
    )
    ax = axes[0][0]
    if fig["kind"] == "distribution":
        _histogram(ax, fig)
    else:
        _bars(ax, fig, percent)
    if title:
        ax.set_title(fig["title"], pad=26 if len(fig["series"]) > 1 else 6)
    if compare:
        _differences(axes[0][1], fig, percent)
    f.text(0.01, 0.005, _sample_line(fig), fontsize=8, color="#555")
    f.tight_layout(rect=(0, 0.04, 1, 1))
    buf = io.BytesIO()
    f.savefig(buf, format=fmt, dpi=110)
    plt.close(f)
    return buf.getvalue()
