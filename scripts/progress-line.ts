// A long command's progress on standard error, at most once a second and at the end: `Exported 1,200 / 10,000 interviews`.
export function progressLine(verb: string): (done: number, total: number, what: string) => void {
  let told = 0;
  return (done, total, what) => {
    const now = Date.now();
    if (now - told < 1_000 && done !== total) return;
    told = now;
    const of = total > 0 ? ` / ${total.toLocaleString('en')}` : '';
    process.stderr.write(`${verb} ${done.toLocaleString('en')}${of} ${what}\n`);
  };
}
