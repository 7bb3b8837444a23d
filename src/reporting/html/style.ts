/**
 * @module The page's stylesheet, inline (the page loads nothing from anywhere).
 */
export const style = `:root{--bad:#b00020;--warn:#a15c00;--ok:#0a7d28;--line:#d0d0d7;--soft:#f5f5f7}
body{font:14px/1.45 system-ui,sans-serif;margin:1.5rem 2rem;color:#1d1d1f;max-width:110rem}
h1 .pass{color:var(--ok)}h1 .fail{color:var(--bad)}
nav a{margin-right:1rem}
table{border-collapse:collapse;margin:.6rem 0;width:100%}td,th{border:1px solid var(--line);padding:.25rem .5rem;text-align:left;vertical-align:top}
thead th{background:var(--soft)}
td.doc{color:#555;background:#fafafa;max-width:16rem}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:var(--soft);padding:.4rem;margin:0;max-height:24rem;overflow:auto}
code,a.ev{overflow-wrap:break-word}
.sev-critical,.sev-high{color:var(--bad);font-weight:600}.sev-medium{color:var(--warn)}.sev-low,.sev-info{color:#555}
.fact{display:block;margin:.1rem 0}.conf{font-size:.75em;padding:0 .3em;border-radius:.6em;background:#e3f1e6;color:#245}
.c-likely .conf{background:#fff3d6}.c-tentative .conf{background:#fde2e2}
.none{color:#999;font-style:italic}
a.ev{font-size:.8em;font-family:ui-monospace,monospace}
details.op{border:1px solid var(--line);border-radius:6px;padding:.4rem .8rem;margin:.6rem 0}
details.op>summary{cursor:pointer;font-size:1.05em}
.badge{font-size:.8em;padding:.05em .5em;border-radius:.8em;background:#eee}.badge.bad{background:#fde2e2;color:var(--bad)}
.badge.warn{background:#fff3d6;color:var(--warn)}.badge.skip{background:#e8e8ee}
.badge.diff{background:#e3ecfb;color:#1f4f9c}.badge.diff.security{background:#fde2e2;color:var(--bad);font-weight:600}
.headline{font-size:1.1em}.headline .pass{color:var(--ok)}.headline .fail,.security{color:var(--bad)}
.cat{font-size:.75em;text-transform:uppercase;letter-spacing:.03em;color:#555}.cat.security{color:var(--bad);font-weight:700}
li.diff-security{color:var(--bad)}ul.failing li,ul.op-diffs li,ul.conventions li,ul.answers li{margin:.15rem 0}
#differences .cols{display:grid;grid-template-columns:1fr 1fr;gap:1.2rem}#differences h3{margin:.3rem 0}
details.gap-op{border-left:3px solid var(--line);padding:.1rem .6rem;margin:.3rem 0}li.not-established{color:#777}
section h2{margin:.8rem 0 .3rem}
.tally{color:#555;font-size:.9em}
.filters{display:flex;gap:1rem;flex-wrap:wrap;align-items:center;margin:.5rem 0}
tr.hidden,details.hidden{display:none}
details.members ul{margin:.2rem 0;padding-left:1.2rem}details.members li{margin:.3rem 0}
del{color:var(--bad)}ins{color:var(--ok);text-decoration:none}
dialog{width:min(70rem,92vw);max-height:90vh;border:1px solid var(--line);border-radius:8px;padding:1rem}
dialog h3{margin:.2rem 0}dialog .cols{display:grid;grid-template-columns:1fr 1fr;gap:.8rem}`;
