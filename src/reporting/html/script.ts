/**
 * @module The page's only script: findings filters (a row counts the findings it stands for), the
 * list of a grouped finding opened when its anchor is followed, the operations' "only differences"
 * filter and "expand all", and the evidence viewer. It reads exchanges from the JSON island and
 * writes them with `textContent` only, so server text is never parsed as markup.
 */
export const script = `(() => {
  const island = document.getElementById('evidence-data');
  const exchanges = new Map(JSON.parse(island ? island.textContent : '[]').map((e) => [e.id, e]));
  const dialog = document.getElementById('evidence');
  const set = (sel, text) => { dialog.querySelector(sel).textContent = text; };
  function show(id) {
    const ex = exchanges.get(id);
    if (!ex || !dialog) return;
    set('.ex-title', ex.id + (ex.op ? ' · operation #' + ex.op : '') + ' · ' + ex.ms + ' ms');
    set('.ex-label', ex.label);
    set('.ex-req', ex.req);
    set('.ex-res', ex.res);
    set('.ex-curl', ex.curl);
    if (!dialog.open) dialog.showModal();
  }
  function copy(text, button) {
    const done = () => { button.textContent = 'copied'; };
    if (navigator.clipboard) navigator.clipboard.writeText(text).then(done, () => { button.textContent = 'select and copy'; });
    else button.textContent = 'select and copy';
  }
  document.addEventListener('click', (event) => {
    const link = event.target.closest('a[data-ex]');
    if (link) { event.preventDefault(); show(link.dataset.ex); return; }
    const button = event.target.closest('button.copy');
    if (button) copy(button.parentElement.querySelector('pre').textContent, button);
    if (event.target.closest('button.close')) dialog.close();
  });
  const form = document.getElementById('finding-filters');
  function filter() {
    const severities = new Set([...form.querySelectorAll('input[name=severity]:checked')].map((i) => i.value));
    const check = form.querySelector('select[name=check]').value;
    const failing = form.querySelector('input[name=failing]').checked;
    let shown = 0;
    for (const row of document.querySelectorAll('tr.finding')) {
      const visible = severities.has(row.dataset.severity) && (!check || row.dataset.check === check) && (!failing || row.dataset.fails === 'true');
      row.classList.toggle('hidden', !visible);
      // A row may stand for several findings (the same one on several operations).
      if (visible) shown += Number(row.dataset.count || 1);
    }
    document.getElementById('finding-count').textContent = shown + ' shown';
  }
  if (form) form.addEventListener('change', filter);
  const onlyDiffs = document.getElementById('only-differences');
  const sections = () => document.querySelectorAll('details.op, details.gap-op');
  if (onlyDiffs) onlyDiffs.addEventListener('change', () => {
    for (const d of sections()) d.classList.toggle('hidden', onlyDiffs.checked && d.dataset.differences === '0');
  });
  const expand = document.getElementById('expand-all');
  if (expand) expand.addEventListener('click', () => {
    const open = expand.textContent === 'expand all';
    for (const d of sections()) d.open = open;
    expand.textContent = open ? 'collapse all' : 'expand all';
  });
  // A finding of a group sits in its row's closed list: opening the anchor opens the list.
  function reveal() {
    const hash = decodeURIComponent(location.hash.slice(1));
    if (exchanges.has(hash)) { show(hash); return; }
    const target = hash && document.getElementById(hash);
    for (let d = target && target.closest('details'); d; d = d.parentElement.closest('details')) d.open = true;
    if (target) target.scrollIntoView();
  }
  window.addEventListener('hashchange', reveal);
  reveal();
})();`;
