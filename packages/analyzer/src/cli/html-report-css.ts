/** The HTML report's stylesheet. Inline in the document and allowed by its CSP hash. */
export const HTML_REPORT_CSS = `
*{box-sizing:border-box}
html{color-scheme:light}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f1f5f9}
a{color:#2563eb}
code{font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;background:#f1f5f9;padding:1px 4px;border-radius:4px}
.top{display:flex;gap:12px;align-items:center;padding:12px 24px;background:#0f172a;color:#fff}
.top-brand{font-weight:800;letter-spacing:.12em}
.top-note{opacity:.75;font-size:13px}
.toc{padding:12px 24px;background:#fff;border-bottom:1px solid #e2e8f0}
.toc ol{margin:0;padding-left:20px;display:flex;flex-wrap:wrap;gap:4px 28px}
main{padding:24px;display:grid;gap:32px}
.report{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:24px;min-width:0}
.report-head h1{margin:0 0 4px;font-size:22px;word-break:break-all}
.meta{margin:0 0 20px;color:#475569;font-size:13px;word-break:break-all}
.error{color:#b91c1c;font-weight:600}
.layout{display:grid;grid-template-columns:minmax(0,3fr) minmax(300px,1fr);gap:24px;align-items:start}
@media (max-width:900px){.layout{grid-template-columns:minmax(0,1fr)}}
.frame{border:2px dashed #94a3b8;border-radius:10px;overflow:hidden;background:#fff}
.frame-bar{display:flex;gap:6px;align-items:center;padding:8px 12px;background:#e2e8f0}
.frame-bar span:not(.frame-url){width:10px;height:10px;border-radius:50%;background:#94a3b8}
.frame-url{margin-left:10px;font-size:12px;color:#475569;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.shot{position:relative;line-height:0}
.shot img{display:block;width:100%;height:auto;filter:brightness(.92)}
.no-shot{padding:40px;text-align:center;color:#64748b}
.shot-hint{display:none}
.marker{position:absolute;transform:translate(-50%,-50%);width:28px;height:28px;border-radius:50%;background:#e11d48;color:#fff;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.45);font:700 12px/24px system-ui,sans-serif;text-align:center;text-decoration:none;z-index:1}
.marker:hover,.marker:focus,.marker:target{background:#0f172a;z-index:2;outline:3px solid #fbbf24}
.side{position:sticky;top:12px;max-height:calc(100vh - 24px);overflow:auto;padding-right:4px}
.side h2{font-size:16px;margin:0 0 10px}
.count{display:inline-block;min-width:22px;padding:0 7px;border-radius:11px;background:#e2e8f0;font-size:12px;text-align:center}
.dials{display:flex;gap:6px;justify-content:space-between;margin-bottom:18px}
.dial{margin:0;text-align:center;font-size:12px;color:#334155}
.dial figcaption{margin-top:2px}
.counts{margin:0 0 10px}
.chip{display:inline-block;padding:1px 8px;border-radius:10px;font-size:11px;font-weight:600;background:#e2e8f0;color:#334155}
.chip.incomplete{background:#fef3c7;color:#92400e}
.chip.missing{background:#fee2e2;color:#991b1b}
.chip.well-implemented{background:#dcfce7;color:#166534}
.chip.low{background:#f1f5f9;color:#475569;border:1px dashed #94a3b8;cursor:help}
.metric-standards{background:#dcfce7;color:#166534}
.metric-clarity{background:#dbeafe;color:#1e40af}
.metric-conversion{background:#fef3c7;color:#92400e}
.metric-design{background:#ede9fe;color:#5b21b6}
.opps{list-style:none;margin:0;padding:0;display:grid;gap:10px}
.opp{border:1px solid #e2e8f0;border-radius:10px;padding:10px 12px;scroll-margin-top:12px}
.opp:target{border-color:#e11d48;box-shadow:0 0 0 3px #fecdd3}
.opp.well-implemented{background:#f0fdf4}
.opp-head{display:flex;flex-wrap:wrap;gap:6px;align-items:center}
.num{display:inline-block;width:24px;height:24px;border-radius:50%;background:#e11d48;color:#fff;font:700 12px/24px system-ui,sans-serif;text-align:center;text-decoration:none}
span.num{background:#64748b}
.pts{font-size:12px;font-weight:700;color:#b91c1c}
.opp h3{margin:6px 0 2px;font-size:14px}
.opp p{margin:2px 0;font-size:13px}
.reason{color:#475569}
.resources{margin:4px 0 0;padding-left:18px;font-size:12px;color:#475569}
.block{margin-top:28px}
.block h2{font-size:18px;margin:0 0 10px}
.questions ol{padding-left:22px;display:grid;gap:10px}
.q{margin:0;font-weight:600}
.impact{margin:0;color:#475569;font-size:13px}
.options{margin:4px 0 0;padding:0;list-style:none;display:flex;flex-wrap:wrap;gap:6px}
.options li{border:1px solid #cbd5e1;border-radius:14px;padding:1px 10px;font-size:13px}
.colors,.type{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:10px 24px}
.colors li{display:flex;gap:8px;align-items:center}
.swatch{display:inline-block;width:22px;height:22px;border-radius:6px;border:1px solid #cbd5e1}
.type li{display:block;width:100%}
.type-size{font-weight:700}
.type-class{color:#475569}
.insights{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:12px}
.insight{border:1px solid #e2e8f0;border-radius:10px;padding:10px 12px}
.insight h3{margin:0 0 4px;font-size:14px}
.insight p{margin:0;font-size:13px}
.audits summary{cursor:pointer;font-weight:600}
.audits table{width:100%;border-collapse:collapse;margin-top:10px;font-size:13px}
.audits th,.audits td{text-align:left;padding:4px 8px;border-bottom:1px solid #e2e8f0;vertical-align:top}
.audits .num-col{text-align:right}
.st-fail td:nth-child(4){color:#b91c1c}
.st-error td:nth-child(4){color:#7c2d12;font-weight:600}
.st-not-applicable{color:#94a3b8}
@media print{.side{position:static;max-height:none;overflow:visible}body{background:#fff}}
/* On a phone the screenshot keeps a readable size and scrolls sideways, markers smaller. */
@media (max-width:600px){
main{padding:12px}
.report{padding:16px}
.top{padding:12px 16px}
.shot-scroll{overflow-x:auto;-webkit-overflow-scrolling:touch}
.shot{width:760px}
.marker{width:22px;height:22px;font:700 11px/18px system-ui,sans-serif}
.shot-hint{display:block;margin:0;padding:6px 12px;font-size:12px;color:#475569;background:#f8fafc;line-height:1.4}
}
`.trim();
