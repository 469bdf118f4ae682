/// The report page's inline style sheet and script. System fonts only; colours as CSS variables
/// with a dark variant; the script only filters, searches and remembers checklist ticks, and
/// fails quietly where storage is unavailable (some browsers refuse it to pages opened from disk).
enum ReportAssets {
  static let css = """
    :root{--bg:#f6f7f9;--fg:#1d2330;--muted:#667085;--card:#fff;--line:#e3e6eb;--accent:#3559d6;
    --ok:#1f8a4c;--warn:#b7791f;--bad:#c53030;--idle:#98a2b3;--lint:#7c4dcc;
    --del-bg:#fdecec;--del-fg:#a31d1d;--add-bg:#e7f6ec;--add-fg:#17663a;--ctx-bg:transparent;
    --t-keyword:#a626a4;--t-string:#c0392b;--t-comment:#6a737d;--t-number:#0b7285;--t-attribute:#b7791f;--t-type:#2b5ea7}
    @media (prefers-color-scheme:dark){:root{--bg:#12151b;--fg:#e6e9ef;--muted:#98a2b3;--card:#1b1f27;--line:#2c323d;
    --accent:#7f9cff;--del-bg:#3a1d22;--del-fg:#ffb3b3;--add-bg:#173024;--add-fg:#9be2b5;
    --t-keyword:#e38bf0;--t-string:#ff9d8a;--t-comment:#8b949e;--t-number:#66d9e8;--t-attribute:#f6c177;--t-type:#8fb8ff}}
    *{box-sizing:border-box}
    body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
    code,.code,.cmd{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px}
    header.top,main,footer{max-width:1280px;margin:0 auto;padding:0 24px}
    header.top{padding-top:28px}
    h1{margin:0 0 4px;font-size:26px}h2{font-size:20px;margin:32px 0 12px}h3{font-size:16px;margin:0}
    h4{font-size:14px;margin:20px 0 8px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
    a{color:var(--accent)}
    .meta,.muted{color:var(--muted)}.small{font-size:13px;font-weight:normal}
    .headline{font-size:17px;padding:12px 16px;border-radius:8px;border-left:5px solid var(--ok);background:var(--card);margin:16px 0 8px}
    .headline.attention{border-left-color:var(--warn)}
    .apply{color:var(--muted);font-size:14px}
    .cmd{background:var(--card);border:1px solid var(--line);border-radius:4px;padding:2px 6px;color:var(--fg);word-break:break-all}
    .cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:10px;margin:12px 0}
    .cards.small{grid-template-columns:repeat(4,1fr)}
    .card{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:10px 14px;border-top:4px solid var(--line)}
    .card .n{display:block;font-size:26px;font-weight:650;font-variant-numeric:tabular-nums}
    .cards.small .n{font-size:20px}
    .card .l{color:var(--muted);font-size:13px}
    .card.st-migrated-fully{border-top-color:var(--ok)}.card.st-migrated-partially{border-top-color:var(--warn)}
    .card.st-refused{border-top-color:var(--bad)}.card.st-untouched{border-top-color:var(--idle)}
    .card.del{border-top-color:var(--del-fg)}.card.add{border-top-color:var(--add-fg)}.card.attention{border-top-color:var(--warn)}
    .card.v-equal{border-top-color:var(--ok)}.card.v-different{border-top-color:var(--bad)}
    .card.v-unverifiable{border-top-color:var(--warn)}.card.v-not-run{border-top-color:var(--idle)}
    .panels{display:grid;grid-template-columns:1fr 1fr;gap:16px}
    @media (max-width:900px){.panels{grid-template-columns:1fr}}
    .panel{margin:0;background:var(--card);border:1px solid var(--line);border-radius:8px;padding:14px 16px}
    figcaption{font-weight:600;margin:4px 0 10px}
    .chart{width:100%;display:block}.status-bar{height:28px}
    .chart text{fill:var(--fg);font:12px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
    .chart text.value{fill:var(--muted)}
    .fill-migrated-fully{fill:var(--ok);background:var(--ok)}.fill-migrated-partially{fill:var(--warn);background:var(--warn)}
    .fill-refused{fill:var(--bad);background:var(--bad)}.fill-untouched{fill:var(--idle);background:var(--idle)}
    .fill-migration{fill:var(--accent);background:var(--accent)}.fill-lint{fill:var(--lint);background:var(--lint)}
    .legend{list-style:none;padding:0;margin:10px 0 14px;display:flex;flex-wrap:wrap;gap:6px 16px;font-size:13px}
    .swatch{display:inline-block;width:11px;height:11px;border-radius:2px;margin-right:6px;vertical-align:-1px}
    .badge{display:inline-block;font-size:12px;font-weight:600;padding:1px 8px;border-radius:10px;color:#fff;white-space:nowrap}
    .badge.st-migrated-fully{background:var(--ok)}.badge.st-migrated-partially{background:var(--warn)}
    .badge.st-refused{background:var(--bad)}.badge.st-untouched{background:var(--idle)}
    .verdict{font-size:12px;font-weight:600}.v-equal{color:var(--ok)}.v-different{color:var(--bad)}
    .v-unverifiable{color:var(--warn)}.v-not-run{color:var(--muted)}
    .count{display:inline-block;min-width:20px;padding:0 6px;border-radius:9px;background:var(--line);font-size:12px;text-align:center}
    .checklist{list-style:none;padding:0;margin:0;background:var(--card);border:1px solid var(--line);border-radius:8px}
    .checklist li{padding:8px 14px;border-top:1px solid var(--line);display:flex;gap:8px;align-items:baseline}
    .checklist li:first-child{border-top:0}
    .checklist label{flex:1}.checklist input:checked+label{text-decoration:line-through;color:var(--muted)}
    .checklist .ref{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px;white-space:nowrap}
    .kind{font-size:11px;font-weight:700;text-transform:uppercase;letter-spacing:.03em;padding:1px 6px;border-radius:4px;
    background:var(--line);margin-right:4px}
    .k-refusal,.k-refused-file,.k-lint-error{background:var(--del-bg);color:var(--del-fg)}.k-note{background:var(--add-bg);color:var(--add-fg)}
    .toolbar{display:flex;flex-wrap:wrap;gap:10px;align-items:center;margin-bottom:10px}
    .filters button{font:inherit;font-size:13px;border:1px solid var(--line);background:var(--card);color:var(--fg);
    padding:4px 10px;margin-right:-1px;cursor:pointer}
    .filters button:first-child{border-radius:6px 0 0 6px}.filters button:last-child{border-radius:0 6px 6px 0}
    .filters button[aria-pressed=true]{background:var(--accent);border-color:var(--accent);color:#fff}
    .filters button[aria-pressed=true] .count{background:rgba(255,255,255,.25)}
    #search{font:inherit;font-size:14px;padding:5px 10px;border:1px solid var(--line);border-radius:6px;background:var(--card);
    color:var(--fg);min-width:260px}
    #file-table{width:100%;border-collapse:collapse;background:var(--card);border:1px solid var(--line);border-radius:8px;overflow:hidden}
    #file-table th,#file-table td{padding:6px 10px;border-top:1px solid var(--line);text-align:left;vertical-align:top}
    #file-table th{font-size:12px;text-transform:uppercase;color:var(--muted);border-top:0}
    #file-table td code{word-break:break-all}
    .num{text-align:right;font-variant-numeric:tabular-nums}
    .del{color:var(--del-fg)}.add{color:var(--add-fg)}
    article.file{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:16px 20px;margin:18px 0}
    article.file h3 code{font-size:15px;word-break:break-all}
    .sub{margin:6px 0 0;color:var(--muted);font-size:13px}
    .problem{background:var(--del-bg);color:var(--del-fg);border-radius:6px;padding:10px 14px;margin-top:12px}
    .site,.refusal{border:1px solid var(--line);border-radius:8px;margin:12px 0;overflow:hidden}
    .site:target,.refusal:target,li:target{outline:3px solid var(--accent)}
    .site-head{display:flex;gap:10px;align-items:center;flex-wrap:wrap;padding:8px 12px;background:var(--bg);border-bottom:1px solid var(--line)}
    .sid{font-size:12px;color:var(--muted);word-break:break-all}
    .rule{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px;padding:1px 6px;border-radius:4px;background:var(--line)}
    .messages{margin:8px 0;padding:0 12px 0 32px}
    .refusal p{margin:8px 12px}
    .note{font-size:13px;color:var(--muted);margin-top:2px}.note.act{color:var(--warn)}
    table.sbs,table.listing{width:100%;border-collapse:collapse;table-layout:fixed}
    .sbs col.lnc{width:44px}.listing td.ln{width:44px}
    .sbs th{font-size:11px;text-transform:uppercase;color:var(--muted);font-weight:600;text-align:left;padding:2px 8px;
    border-top:1px solid var(--line)}
    td.ln{color:var(--muted);text-align:right;padding:0 6px;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px;
    user-select:none;vertical-align:top;border-right:1px solid var(--line)}
    td.code{white-space:pre-wrap;word-break:break-all;padding:0 8px 0 18px;tab-size:4;vertical-align:top;position:relative}
    td.code::before{position:absolute;left:5px;color:var(--muted)}
    td.code.del{background:var(--del-bg)}td.code.del::before{content:"−";color:var(--del-fg)}
    td.code.add{background:var(--add-bg)}td.code.add::before{content:"+";color:var(--add-fg)}
    td.code.empty{background:repeating-linear-gradient(135deg,transparent 0 6px,var(--line) 6px 7px)}
    .t-keyword{color:var(--t-keyword)}.t-string{color:var(--t-string)}.t-comment{color:var(--t-comment);font-style:italic}
    .t-number{color:var(--t-number)}.t-attribute{color:var(--t-attribute)}.t-type{color:var(--t-type)}
    .findings{padding-left:20px}.findings li{margin:4px 0}
    .sev{font-size:11px;font-weight:700;text-transform:uppercase;padding:0 5px;border-radius:4px}
    .sev-error{background:var(--del-bg);color:var(--del-fg)}.sev-warning{background:#fff3d6;color:#8a5a00}
    .sev-note{background:var(--line)}
    .tag{font-size:11px;padding:0 6px;border-radius:4px;background:var(--add-bg);color:var(--add-fg)}
    footer{color:var(--muted);font-size:12px;padding:24px}
    [hidden]{display:none!important}
    """

  static let script = """
    (function () {
      "use strict";
      var status = "all";
      var query = "";
      var search = document.getElementById("search");
      var buttons = Array.prototype.slice.call(document.querySelectorAll("[data-filter]"));
      var items = Array.prototype.slice.call(document.querySelectorAll("#file-table tbody tr, article.file"));
      function matches(element) {
        var path = (element.getAttribute("data-path") || "").toLowerCase();
        return (status === "all" || element.getAttribute("data-status") === status) && path.indexOf(query) !== -1;
      }
      function apply() {
        var shown = 0;
        items.forEach(function (element) {
          var visible = matches(element);
          element.hidden = !visible;
          if (visible && element.tagName === "TR") { shown += 1; }
        });
        document.getElementById("shown-count").textContent = String(shown);
        document.getElementById("no-match").hidden = shown !== 0;
      }
      buttons.forEach(function (button) {
        button.addEventListener("click", function () {
          status = button.getAttribute("data-filter");
          buttons.forEach(function (other) { other.setAttribute("aria-pressed", String(other === button)); });
          apply();
        });
      });
      if (search) {
        search.addEventListener("input", function () { query = search.value.trim().toLowerCase(); apply(); });
      }
      var storage = null;
      try { storage = window.localStorage; storage.getItem("tca-migrate"); } catch (error) { storage = null; }
      var prefix = "tca-migrate:" + document.title + ":";
      Array.prototype.slice.call(document.querySelectorAll(".checklist input[type=checkbox]")).forEach(function (box) {
        var key = prefix + box.getAttribute("data-key");
        if (storage) {
          try { box.checked = storage.getItem(key) === "1"; } catch (error) { storage = null; }
        }
        box.addEventListener("change", function () {
          if (!storage) { return; }
          try { if (box.checked) { storage.setItem(key, "1"); } else { storage.removeItem(key); } } catch (error) { storage = null; }
        });
      });
    })();
    """
}
