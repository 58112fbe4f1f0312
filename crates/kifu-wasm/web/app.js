// The kifu web app: an editor that checks a score sheet as it is typed, the board at the
// cursor's ply, share links, downloads, blank sheets. Every answer comes from the kifu
// library compiled to WebAssembly (kifu-wasm): this script only shows them.
(async function () {
  const started = performance.now();
  const $ = (id) => document.getElementById(id);
  const config = JSON.parse($("kifu-config").textContent);
  // `kifu show --format html`: the page is a read-only viewer of the record it carries
  // (its text, the file's name, the words and diagnostics the command line says).
  const VIEW = config.view || null;
  if (VIEW) document.body.classList.add("viewer");
  // The WebAssembly is inlined deflated (zlib) and in base64: the browser inflates it
  // (DecompressionStream; nothing is fetched). So is the scanner's, when `kifu web`
  // carries it: inflated only when a photo is picked.
  async function inflate(base64) {
    const s = atob(base64), packed = new Uint8Array(s.length);
    for (let i = 0; i < s.length; i++) packed[i] = s.charCodeAt(i);
    const stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream("deflate"));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  }
  let bytes;
  try {
    bytes = await inflate(KIFU_WASM);
  } catch (e) {
    $("status").textContent = "This browser cannot open kifu's WebAssembly: " + e;
    $("status").className = "bad";
    // The viewer hides the status line: not this one.
    $("status").style.display = "block";
    return;
  }
  wasm_bindgen.initSync({ module: bytes });
  const k = wasm_bindgen;
  const GAMES = JSON.parse(k.games());
  const info = (name) => GAMES.find((g) => g.name === name) || GAMES[0];

  const text = $("text");
  let doc = null, game = GAMES[0].name, records = [], problems = [], rec = 0, steps = [], idx = 0;
  let flip = false, fileName = "", checkTimer = 0, hashTimer = 0, lastHash = "";
  const timings = { ready: 0, check: 0, scanLoad: 0, scan: 0 };

  // The page's language: the one chosen, else kifu web's --lang, else the browser's.
  function pageLang() {
    const spoken = ["en", "fr", "de"];
    const nav = (navigator.language || "en").slice(0, 2).toLowerCase();
    return $("lang").value || config.lang || (spoken.includes(nav) ? nav : "en");
  }
  // The language of what is said about a record: the one chosen, else the sheet's (as
  // the command line decides), else the page's.
  function sayLang(r) {
    const said = records[r === undefined ? rec : r];
    // The viewer's records speak as the command line decided (--lang, KIFU_LANG, sheet).
    if (VIEW && VIEW.records[r === undefined ? rec : r]) return VIEW.records[r === undefined ? rec : r].lang;
    return $("lang").value || (said && said.speaks) || pageLang();
  }
  // The page's words in a language (the catalogue's, through the WebAssembly); words
  // with values are said by it too, a number choosing the plural form.
  const wordsOf = {};
  function W(id, vars, lang) {
    if (VIEW && id in VIEW.words) {
      return VIEW.words[id].replace(/\{(\w+)\}/g, (m, n) => (vars && n in vars ? String(vars[n]) : m));
    }
    const l = lang || pageLang();
    if (vars) return k.say(id, JSON.stringify(vars), l);
    const words = wordsOf[l] || (wordsOf[l] = JSON.parse(k.words(l)));
    return words[id] || id;
  }

  function applyWords() {
    const lang = pageLang();
    document.documentElement.lang = lang;
    document.title = W("web-title");
    for (const e of document.querySelectorAll("[data-w]")) e.textContent = W(e.dataset.w);
    for (const e of document.querySelectorAll("[data-wt]")) {
      e.title = W(e.dataset.wt);
      e.setAttribute("aria-label", e.title);
    }
    text.placeholder = W("web-empty");
    $("slang").value = lang;
  }

  function option(select, value, label) {
    const o = document.createElement("option");
    o.value = value; o.textContent = label;
    select.appendChild(o);
  }

  // The game the text is read as: the one chosen, else its [Game] tag's, else the last.
  function resolveGame() {
    const chosen = $("game").value;
    const detected = k.detect(text.value);
    game = chosen || detected || game;
    const auto = $("game").options[0];
    auto.textContent = detected ? W("web-game-auto", { game: info(detected).title }) : "auto";
    return { chosen, detected };
  }

  // Notation choices of the game: its languages and styles, "as written" first.
  function fillNotation() {
    const g = info(game);
    for (const [id, list] of [["nlang", g.languages], ["nstyle", g.styles]]) {
      const s = $(id), keep = s.value;
      s.textContent = "";
      option(s, "", W("web-own"));
      for (const c of list) option(s, c, c);
      s.value = list.includes(keep) ? keep : "";
    }
  }

  function esc(s) {
    return s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
  }

  // Read the text again: problems, records, the board where the cursor is.
  function check() {
    const t0 = performance.now();
    const { chosen, detected } = resolveGame();
    if (doc) doc.free();
    doc = null;
    try {
      doc = new k.Doc(text.value, game);
    } catch (e) {
      records = []; problems = [];
      status(String(e), "bad");
    }
    if (doc) {
      records = JSON.parse(doc.records(pageLang()));
      problems = JSON.parse(doc.problems(sayLang(0)));
    }
    timings.check = performance.now() - t0;
    fillNotation();
    $("flip").hidden = !info(game).has_sides;
    if (!info(game).has_sides) flip = false;
    showProblems();
    showStatus(chosen, detected);
    if (VIEW) { pickRecord(rec, true); go(idx); return; }
    pickRecord(recordAt(text.selectionStart), true);
    follow();
    paintEditor();
    scheduleHash();
  }

  function status(message, kind) {
    const s = $("status");
    s.textContent = message;
    s.className = kind || "";
  }

  function showStatus(chosen, detected) {
    const parts = [];
    if (!chosen && !detected && text.value.trim()) parts.push(W("web-game-unknown", { game: info(game).title }));
    if (records.length > 1) parts.push(W("web-record-of", { number: rec + 1, count: records.length }));
    const errors = problems.filter((p) => p.level === "error").length;
    let kind = "";
    if (!text.value.trim()) parts.push(W("web-empty"));
    else if (doc && !records.length) { parts.push(W("usage-no-record", null, sayLang())); kind = "bad"; }
    else if (problems.length) { parts.push(W("web-problems", { count: problems.length })); kind = errors ? "bad" : ""; }
    else if (records.length && records.every((r) => r.valid)) {
      parts.push(W("web-valid", { outcome: records[rec].outcome || "" }, sayLang()));
      kind = "good";
    }
    // What a scan said, while its text is unchanged: an unsettled one is never "valid".
    if (scanned && scanned.text === text.value) {
      parts.unshift(scanned.note);
      if (!scanned.settled) kind = "bad";
    }
    status(parts.join(" · "), kind);
  }

  function showProblems() {
    const list = $("problems");
    list.textContent = "";
    const help = W("diagnostic-help-label", null, sayLang());
    for (const p of problems) {
      const li = document.createElement("li");
      li.className = p.level;
      li.dataset.code = p.code;
      li.dataset.line = p.line;
      const b = document.createElement("button");
      b.innerHTML = '<span class="code"></span> <span class="message"></span>' +
        (p.label ? ' <span class="label"></span>' : "") + (p.help ? ' <span class="help"></span>' : "");
      b.querySelector(".code").textContent = (p.level === "error" ? "✖ " : "⚠ ") + p.code + " · " + p.line + ":" + p.column;
      b.querySelector(".message").textContent = p.message;
      if (p.label) b.querySelector(".label").textContent = "↳ " + p.label;
      if (p.help) b.querySelector(".help").textContent = help + " " + p.help;
      b.addEventListener("click", () => jump(p.from, p.to, p.line));
      li.appendChild(b);
      list.appendChild(li);
    }
  }

  // Put the cursor on a stretch of the text and bring its line into view.
  function jump(from, to, line) {
    text.focus();
    text.setSelectionRange(from, to);
    const height = parseFloat(getComputedStyle(text).lineHeight) || 20;
    text.scrollTop = Math.max(0, (line - 3) * height);
    follow();
  }

  // The gutter's line numbers (lines with a problem marked) and the marks behind the text.
  function paintEditor() {
    const value = text.value;
    const lines = value.split("\n").length;
    const bad = {};
    for (const p of problems) if (bad[p.line] !== "error") bad[p.line] = p.level;
    const nums = [];
    for (let i = 1; i <= lines; i++) {
      nums.push(bad[i] ? '<span class="' + (bad[i] === "error" ? "bad" : "warn") + '">' + i + "</span>" : String(i));
    }
    $("gutter").innerHTML = nums.join("\n") + "\n ";
    const marks = problems.map((p) => {
      let to = p.to;
      if (to <= p.from) to = value[p.from] && value[p.from] !== "\n" ? p.from + 1 : p.from;
      return [p.from, to, p.level === "error" ? "" : "warning"];
    });
    const s = steps[idx];
    if (s && s.from !== null && s.from !== undefined) marks.push([s.from, s.to, "step"]);
    marks.sort((a, b) => a[0] - b[0]);
    let html = "", at = 0;
    for (const [from, to, cls] of marks) {
      if (from < at || to <= from) continue;
      html += esc(value.slice(at, from)) + "<mark" + (cls ? ' class="' + cls + '"' : "") + ">" + esc(value.slice(from, to)) + "</mark>";
      at = to;
    }
    $("backdrop").innerHTML = html + esc(value.slice(at)) + "\n ";
    syncScroll();
  }

  function syncScroll() {
    $("backdrop").scrollTop = text.scrollTop;
    $("backdrop").scrollLeft = text.scrollLeft;
    $("gutter").scrollTop = text.scrollTop;
  }

  function recordAt(caret) {
    let r = 0;
    records.forEach((x, n) => { if (x.from <= caret) r = n; });
    return r;
  }

  function pickRecord(r, force) {
    if (!force && r === rec) return;
    rec = Math.max(0, Math.min(records.length - 1, r));
    steps = doc && records.length ? JSON.parse(doc.steps(rec, sayLang())) : [];
    idx = Math.min(idx, Math.max(0, steps.length - 1));
    const picker = $("picker");
    $("picker-label").hidden = records.length < 2;
    $("picker-word").textContent = VIEW ? W("page-picker") : W("web-record-of", { number: rec + 1, count: records.length });
    picker.textContent = "";
    records.forEach((x, n) => {
      const said = VIEW && VIEW.records[n];
      option(picker, String(n), said ? (said.stop ? "⚠ " : "") + said.title : (x.valid ? "" : "⚠ ") + (n + 1) + " · " + x.line);
    });
    picker.value = String(rec);
    buildList();
  }

  // The board follows the cursor: the last ply written before it.
  function follow() {
    const caret = text.selectionStart;
    const r = recordAt(caret);
    if (r !== rec) pickRecord(r);
    let i = 0;
    steps.forEach((s, n) => { if (s.from !== null && s.from !== undefined && s.from <= caret) i = n; });
    go(i);
  }

  function played(s) {
    return !s.side || s.written.startsWith(s.side + " ") ? s.written : s.caption;
  }

  function buildList() {
    const box = $("moves");
    box.textContent = "";
    let ol = null, round = null;
    const lang = sayLang();
    steps.forEach((s, n) => {
      if (s.round !== round) {
        round = s.round;
        const h = document.createElement("h2");
        h.textContent = W("page-round", { round: s.round }, lang);
        box.appendChild(h);
        ol = document.createElement("ol");
        ol.start = 0;
        box.appendChild(ol);
      }
      const li = document.createElement("li");
      const b = document.createElement("button");
      b.dataset.step = n;
      b.textContent = s.ply === 0 ? W("page-start", null, lang) : (!s.side || s.written.startsWith(s.side + " ") ? s.written : s.side + ": " + s.written);
      b.addEventListener("click", () => go(n, true));
      li.appendChild(b);
      if (s.result) {
        const p = document.createElement("p");
        p.className = "result";
        p.textContent = s.result;
        li.appendChild(p);
      }
      ol.appendChild(li);
    });
  }

  // Show step n of the record; `mark`: put its entry under the editor's mark too.
  function go(n, mark) {
    idx = Math.max(0, Math.min(steps.length - 1, n));
    const s = steps[idx];
    const lang = sayLang();
    const board = $("board");
    const main = document.querySelector("main");
    if (s && doc) {
      try {
        board.innerHTML = doc.picture(rec, idx, flip, lang).replace(/^<\?xml[^>]*\?>\s*/, "");
      } catch (e) {
        board.textContent = String(e);
      }
      $("where").textContent = W("page-where", { round: s.round, ply: s.ply }, lang);
      $("played").textContent = s.ply > 0 ? played(s) : "";
    } else {
      board.textContent = "";
      $("where").textContent = records.length ? W("web-not-replayed", null, lang) : "";
      $("played").textContent = "";
    }
    main.dataset.record = rec + 1;
    main.dataset.round = s ? s.round : "";
    main.dataset.ply = s ? s.ply : "";
    main.dataset.flip = flip ? "1" : "0";
    $("flip").setAttribute("aria-pressed", String(flip));
    for (const b of document.querySelectorAll("#moves button")) {
      const on = Number(b.dataset.step) === idx;
      b.classList.toggle("current", on);
      if (on) { b.setAttribute("aria-current", "step"); reveal(b); } else b.removeAttribute("aria-current");
    }
    if (VIEW) viewed();
    else if (mark) paintEditor();
    scheduleHash();
  }

  // The viewer's own parts: title, tags, the banner of a record with a mistake (linked
  // to where its replay stops) and its diagnostic where it stops.
  function viewed() {
    const r = VIEW.records[rec] || { title: "", tags: [], diagnostic: "" };
    $("title").textContent = VIEW.game + (records.length > 1 ? "" : " – " + r.title.replace(/^1\. /, ""));
    document.title = r.title + " – " + VIEW.game;
    if (!steps.length) $("where").textContent = W("viewer-no-replay");
    $("diag").hidden = !(r.diagnostic && idx >= steps.length - 1);
    $("diag").textContent = r.diagnostic;
    const box = $("banner"), stop = r.stop;
    box.textContent = "";
    box.hidden = !stop;
    if (stop) {
      box.append(stop.before);
      if (stop.link !== undefined) {
        const a = document.createElement("a");
        a.id = "stop";
        a.href = hashAt(stop.round, stop.ply);
        a.textContent = stop.link;
        box.append(a);
      }
      box.append(stop.after);
    }
    const tags = $("tags");
    tags.textContent = "";
    for (const [key, value] of r.tags) {
      const dt = document.createElement("dt"); dt.textContent = key;
      const dd = document.createElement("dd"); dd.textContent = value;
      tags.append(dt, dd);
    }
  }

  function reveal(b) {
    const box = $("moves");
    const top = b.offsetTop - box.offsetTop, bottom = top + b.offsetHeight;
    if (top < box.scrollTop) box.scrollTop = top;
    else if (bottom > box.scrollTop + box.clientHeight) box.scrollTop = bottom - box.clientHeight;
  }

  function roundStart(i) {
    while (i > 0 && steps[i].ply > 0) i--;
    return i;
  }
  function prevRound() {
    const start = roundStart(idx);
    go(idx > start ? start : roundStart(Math.max(0, start - 1)), true);
  }
  function nextRound() {
    let i = idx + 1;
    while (i < steps.length && steps[i].ply > 0) i++;
    go(i < steps.length ? i : steps.length - 1, true);
  }
  function toggleFlip() {
    if (!info(game).has_sides) {
      $("note").hidden = false;
      $("note").textContent = W("page-no-sides", { game: info(game).title }, sayLang());
      return;
    }
    flip = !flip;
    go(idx);
  }

  // The sheet travels in the address's fragment, as base64url of its UTF-8 bytes.
  function toBase64url(s) {
    const b = new TextEncoder().encode(s);
    let bin = "";
    for (let i = 0; i < b.length; i += 0x8000) bin += String.fromCharCode.apply(null, b.subarray(i, i + 0x8000));
    return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }
  function fromBase64url(s) {
    const bin = atob(s.replace(/-/g, "+").replace(/_/g, "/"));
    const b = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) b[i] = bin.charCodeAt(i);
    return new TextDecoder().decode(b);
  }

  // The address of a point of the record shown; the viewer's carries no sheet.
  function hashAt(round, ply) {
    const parts = VIEW ? [] : ["game=" + game];
    if (!VIEW && text.value) parts.push("sheet=" + toBase64url(text.value));
    if (records.length > 1) parts.push("record=" + (rec + 1));
    if (round !== undefined && round !== null) parts.push("round=" + round, "ply=" + ply);
    if (flip) parts.push("flip=1");
    return "#" + parts.join("&");
  }
  function hashNow() {
    const s = steps[idx];
    return s ? hashAt(s.round, s.ply) : hashAt();
  }
  function scheduleHash() {
    if (VIEW) { writeHash(); return; }
    clearTimeout(hashTimer);
    hashTimer = setTimeout(writeHash, 250);
  }
  function writeHash() {
    const h = hashNow();
    lastHash = h;
    if (location.hash !== h) {
      try { history.replaceState(null, "", h); } catch (e) { /* a file:// page may refuse */ }
    }
  }

  // Open what the address says: the game, the sheet, the point.
  function fromHash(hash) {
    const h = new URLSearchParams((hash || location.hash).replace(/^#/, ""));
    if (!VIEW && h.has("game") && GAMES.some((g) => g.name === h.get("game"))) {
      game = h.get("game");
      $("game").value = k.detect(h.has("sheet") ? safeDecode(h.get("sheet")) : text.value) === game ? "" : game;
    }
    if (!VIEW && h.has("sheet")) {
      const sheet = safeDecode(h.get("sheet"));
      if (sheet !== text.value) text.value = sheet;
    }
    flip = info(game).has_sides && h.get("flip") === "1";
    if (!VIEW) check();
    const r = parseInt(h.get("record") || "1", 10) - 1;
    if (r >= 0 && r < records.length) pickRecord(r, true);
    else if (VIEW) pickRecord(0, true);
    if (VIEW) idx = 0;
    if (h.has("round") || h.has("ply")) {
      const round = h.has("round") ? parseInt(h.get("round"), 10) : (steps.length ? steps[0].round : 1);
      const ply = parseInt(h.get("ply") || "0", 10);
      let i = steps.findIndex((x) => x.round === round && x.ply === ply);
      if (i < 0) {
        const inRound = steps.map((x, n) => [x, n]).filter(([x]) => x.round === round);
        i = inRound.length ? inRound[inRound.length - 1][1] : 0;
      }
      go(i, true);
    } else if (VIEW) go(idx);
  }
  function safeDecode(s) {
    try { return fromBase64url(s); } catch (e) { return ""; }
  }

  function download(content, name, type) {
    const url = URL.createObjectURL(new Blob([content], { type }));
    const a = document.createElement("a");
    a.href = url; a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }
  function baseName() {
    return (fileName || "record").replace(/\.[^.]*$/, "");
  }

  function copy(s) {
    if (navigator.clipboard && navigator.clipboard.writeText) return navigator.clipboard.writeText(s).catch(() => copyOld(s));
    copyOld(s);
    return Promise.resolve();
  }
  function copyOld(s) {
    const t = document.createElement("textarea");
    t.value = s; document.body.appendChild(t); t.select();
    try { document.execCommand("copy"); } catch (e) { /* nothing to copy to */ }
    t.remove();
  }

  function openFile(file) {
    const reader = new FileReader();
    reader.onload = () => {
      const content = String(reader.result);
      fileName = file.name;
      let json = null;
      if (/\.json$/i.test(file.name) || /^\s*[{]/.test(content) || /^\s*\[\s*[{\]]/.test(content)) {
        try { json = JSON.parse(content); } catch (e) { json = null; }
      }
      if (json !== null) {
        try {
          const back = JSON.parse(k.from_json(content, game, pageLang()));
          $("game").value = "";
          game = back.game;
          setText(back.text);
          status([W("web-opened", { file: file.name })].concat(back.warnings).join(" · "), "");
        } catch (e) {
          status(String(e), "bad");
        }
        return;
      }
      const ext = (file.name.match(/\.([^.]+)$/) || [])[1];
      const byExt = ext && GAMES.find((g) => g.extensions.includes(ext.toLowerCase()));
      if (byExt && !k.detect(content)) $("game").value = byExt.name;
      setText(content);
    };
    reader.readAsText(file);
  }

  // Replace the editor's text (undoably where the browser allows).
  function setText(value) {
    text.focus();
    text.select();
    if (!document.execCommand || !document.execCommand("insertText", false, value)) text.value = value;
    text.setSelectionRange(0, 0);
    text.scrollTop = 0;
    check();
  }

  // Scanning photos of the tick form or the handwriting sheet (kifu-scan-wasm, the same
  // library calls as `kifu scan`): its WebAssembly inflated and instantiated the first time
  // only, in a Worker (a phone's photo takes a second or two a page: the page stays live),
  // else here.
  const SCANS = typeof kifu_scan !== "undefined" && typeof KIFU_SCAN_WASM !== "undefined";
  let scanner = null, scanned = null;
  // Read photos ({name, bytes}) with the scanner `k`: the JSON of Scan.finish.
  function readPhotos(k, files, lang) {
    const scan = new k.Scan();
    try {
      for (const f of files) scan.add(f.name, f.bytes);
      return scan.finish(lang, lang);
    } finally {
      scan.free();
    }
  }
  // The Worker's script: the scanner's glue, readPhotos, then this.
  function scanWorker() {
    self.onmessage = (e) => {
      const m = e.data;
      try {
        if (m.module) kifu_scan.initSync({ module: m.module });
        else self.postMessage({ out: readPhotos(kifu_scan, m.files, m.lang) });
      } catch (err) {
        self.postMessage({ error: String(err) });
      }
    };
  }
  // The scanner: `run(files, lang)` answers the JSON of Scan.finish.
  async function loadScanner() {
    const module = await inflate(KIFU_SCAN_WASM);
    try {
      const glue = $("kifu-scan-glue").textContent;
      const script = [glue, readPhotos.toString(), "(" + scanWorker.toString() + ")();", ""].join("\n");
      const url = URL.createObjectURL(new Blob([script], { type: "text/javascript" }));
      const worker = new Worker(url);
      URL.revokeObjectURL(url);
      worker.postMessage({ module });
      window.kifuApp.scanIn = "worker";
      return {
        run: (files, lang) => new Promise((resolve, reject) => {
          worker.onmessage = (e) => (e.data.error ? reject(e.data.error) : resolve(e.data.out));
          worker.onerror = (e) => { e.preventDefault(); reject(e.message || "worker"); };
          worker.postMessage({ files, lang });
        }),
      };
    } catch (e) {
      // No Worker here: read on the page itself.
      kifu_scan.initSync({ module });
      window.kifuApp.scanIn = "page";
      return { run: async (files, lang) => readPhotos(kifu_scan, files, lang) };
    }
  }
  async function scanPhotos(files) {
    const lang = pageLang();
    $("scanned").hidden = true;
    status(W("web-scan-reading", { count: files.length }), "");
    const t0 = performance.now();
    let out;
    // One scan at a time.
    $("scan").disabled = true;
    try {
      if (!scanner) {
        scanner = await loadScanner();
        timings.scanLoad = performance.now() - t0;
      }
      const given = [];
      for (const f of files) given.push({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) });
      out = JSON.parse(await scanner.run(given, lang));
    } catch (e) {
      status(W("web-scan-error", { reason: String(e) }), "bad");
      return;
    } finally {
      $("scan").disabled = false;
    }
    timings.scan = performance.now() - t0;
    if (out.text === null) {
      // No record: what is wrong with the photos, as the command line says it.
      showScanned(W("web-scan-failed"), out.problems.map((p) => ({
        level: "error", code: p.code || "", at: p.photo || "", message: p.message, help: p.help,
      })));
      status(W("web-scan-failed"), "bad");
      return;
    }
    $("game").value = "";
    fileName = "";
    setText(out.text);
    // A handwritten sheet's doubtful entries come with their cells' picture and what they
    // may say: each joins the problem said about it, or is listed on its own.
    const reviews = (out.review || []).map((r) => ({ ...r, done: false }));
    const items = out.doubtful.map((p, i) => ({
      level: p.level, code: p.code, at: p.line + ":" + p.column, line: p.line, message: p.message, help: p.help,
      review: reviews.find((r) => r.problem === i),
    }));
    for (const r of reviews) {
      if (r.problem === null) items.push({ level: r.decided ? "warning" : "error", code: "", at: "", message: r.place, review: r });
    }
    // Every doubtful entry or header has a review: choosing them all settles the scan.
    const all = out.doubtful.every((_, i) => reviews.some((r) => r.problem === i));
    reviewing = { reviews, all, text: text.value };
    showScanned(W("web-scan-done", { count: out.doubtful.length }), items);
    // Said with the status while the text is the one scanned (checks after the edit too).
    scanned = { text: text.value, note: W("web-scan-done", { count: out.doubtful.length }), settled: out.settled };
    check();
  }

  // What a scan says: the entries to check (a click goes to the line), or the problems
  // with the photos.
  function showScanned(heading, items) {
    const list = $("doubtful");
    list.textContent = "";
    $("scanned-heading").textContent = heading;
    const help = W("diagnostic-help-label");
    for (const p of items) {
      const li = document.createElement("li");
      li.className = p.level;
      li.dataset.code = p.code;
      if (p.line) li.dataset.line = p.line;
      const b = document.createElement("button");
      b.innerHTML = '<span class="code"></span> <span class="message"></span>' + (p.help ? ' <span class="help"></span>' : "");
      b.querySelector(".code").textContent = (p.level === "error" ? "✖ " : "⚠ ") + [p.code, p.at].filter((x) => x).join(" · ");
      b.querySelector(".message").textContent = p.message;
      if (p.help) b.querySelector(".help").textContent = help + " " + p.help;
      if (p.line) b.addEventListener("click", () => jumpLine(p.line));
      li.appendChild(b);
      if (p.review) li.appendChild(reviewBox(p.review, li));
      list.appendChild(li);
    }
    $("scanned").hidden = false;
  }

  // A handwritten entry to settle: its cells as photographed, and a button for each thing
  // it may say; a click puts that in the record in place of the entry and its note.
  let reviewing = null;
  function reviewBox(r, li) {
    const box = document.createElement("div");
    box.className = "review";
    if (r.crop) {
      const img = document.createElement("img");
      img.className = "crop";
      img.src = r.crop;
      img.alt = r.place;
      box.appendChild(img);
    }
    const label = document.createElement("span");
    label.className = "choose";
    label.textContent = W("web-scan-choose");
    box.appendChild(label);
    r.candidates.forEach((c, n) => {
      const b = document.createElement("button");
      b.className = "candidate";
      b.textContent = (n + 1) + ") " + (c === null ? r.nothing : c);
      b.addEventListener("click", () => choose(r, c, li));
      box.appendChild(b);
    });
    return box;
  }
  // Put candidate `c` (null: nothing) in the place of review `r`'s entry and note.
  function choose(r, c, li) {
    if (!reviewing || r.done) return;
    if (text.value !== reviewing.text) {
      status(W("web-scan-stale"), "bad");
      return;
    }
    const at = r.entry || r.note;
    if (!at) return;
    const from = at[0], to = (r.note || r.entry)[1];
    const value = c === null ? "" : c;
    text.focus();
    text.setSelectionRange(from, to);
    if (!document.execCommand || !document.execCommand("insertText", false, value)) {
      text.setRangeText(value, from, to, "end");
    }
    // The other entries' places after this one move by the change in length.
    const delta = value.length - (to - from);
    const shift = (x) => (x && x[0] >= to ? [x[0] + delta, x[1] + delta] : x);
    for (const o of reviewing.reviews) if (o !== r) { o.entry = shift(o.entry); o.note = shift(o.note); }
    r.done = true;
    reviewing.text = text.value;
    li.classList.add("chosen");
    for (const b of li.querySelectorAll("button.candidate")) b.disabled = true;
    // Said with the status while the text is this one; once every entry to review is
    // chosen (and nothing else was doubtful), the scan no longer holds the status back
    // from "valid".
    if (scanned) {
      scanned.text = text.value;
      scanned.note = W("web-scan-chosen", { entry: value || r.nothing });
      if (reviewing.all && reviewing.reviews.every((o) => o.done)) scanned.settled = true;
    }
    check();
  }

  // Select line `line` (1-based) of the text.
  function jumpLine(line) {
    const value = text.value;
    let from = 0;
    for (let i = 1; i < line && from >= 0; i++) from = value.indexOf("\n", from) + 1 || -1;
    if (from < 0) return;
    const end = value.indexOf("\n", from);
    jump(from, end < 0 ? value.length : end, line);
  }

  function printSheet() {
    let svg;
    try { svg = k.sheet($("sgame").value, $("slang").value); } catch (e) { status(String(e), "bad"); return; }
    $("print-area").innerHTML = svg.replace(/^<\?xml[^>]*\?>\s*/, "");
    document.body.classList.add("printing");
    const done = () => { document.body.classList.remove("printing"); window.removeEventListener("afterprint", done); };
    window.addEventListener("afterprint", done);
    window.print();
  }

  // Wiring.
  option($("game"), "", "auto");
  for (const g of GAMES) { option($("game"), g.name, g.title); option($("sgame"), g.name, g.title); }
  text.addEventListener("input", () => {
    clearTimeout(checkTimer);
    checkTimer = setTimeout(check, 150);
  });
  for (const ev of ["keyup", "click", "select"]) text.addEventListener(ev, () => { if (doc) follow(); });
  text.addEventListener("scroll", syncScroll);
  $("game").addEventListener("change", check);
  $("lang").addEventListener("change", () => { applyWords(); check(); });
  $("file").addEventListener("change", (e) => { if (e.target.files[0]) openFile(e.target.files[0]); e.target.value = ""; });
  $("scan-label").hidden = !SCANS;
  $("scan").addEventListener("change", (e) => {
    const files = [...e.target.files];
    e.target.value = "";
    if (files.length && SCANS) scanPhotos(files);
  });
  $("share").addEventListener("click", () => { writeHash(); copy(location.href).then(() => status(W("web-shared"), "good")); });
  $("json").addEventListener("click", () => {
    if (!doc) return;
    try { download(doc.to_json(sayLang()), baseName() + ".json", "application/json"); }
    catch (e) { status(W("web-refused", { reason: String(e) }), "bad"); }
  });
  $("notation").addEventListener("click", () => {
    if (!doc) return;
    try { download(doc.write($("nlang").value, $("nstyle").value, sayLang()), baseName() + "." + info(game).extensions[0], "text/plain"); }
    catch (e) { status(W("web-refused", { reason: String(e) }), "bad"); }
  });
  $("print").addEventListener("click", printSheet);
  $("first").addEventListener("click", () => go(0, true));
  $("prev").addEventListener("click", () => go(idx - 1, true));
  $("next").addEventListener("click", () => go(idx + 1, true));
  $("last").addEventListener("click", () => go(steps.length - 1, true));
  $("flip").addEventListener("click", toggleFlip);
  $("picker").addEventListener("change", () => { pickRecord(Number($("picker").value), true); go(0, true); $("picker").blur(); });
  document.addEventListener("keydown", (e) => {
    const t = e.target;
    if (e.altKey || e.ctrlKey || e.metaKey || t === text || t.tagName === "SELECT" || t.tagName === "INPUT") return;
    const keys = {
      ArrowLeft: () => go(idx - 1, true), ArrowRight: () => go(idx + 1, true),
      ArrowUp: prevRound, PageUp: prevRound, ArrowDown: nextRound, PageDown: nextRound,
      Home: () => go(0, true), End: () => go(steps.length - 1, true), f: toggleFlip,
    };
    if (keys[e.key]) { e.preventDefault(); keys[e.key](); }
  });
  window.addEventListener("hashchange", () => { if (location.hash !== lastHash) fromHash(); });

  applyWords();
  if (VIEW) {
    text.value = VIEW.text;
    $("game").value = VIEW.game;
    [rec, idx] = VIEW.start;
    flip = VIEW.flip;
    // The address asked for is read before the first position writes its own.
    const asked = location.hash;
    check();
    if (asked.length > 1) fromHash(asked);
  } else if (location.hash.length > 1) fromHash(); else check();
  timings.ready = performance.now() - started;
  // For tests and measurements: the timings, and a check of the text as it is now.
  window.kifuApp = { timings, scans: SCANS, check: () => { const t = performance.now(); check(); return performance.now() - t; } };
  document.body.dataset.ready = "1";
})();
