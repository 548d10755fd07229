/** Placeholder route; built by its issue. */
export function Component() {
  return <h1>archive</h1>;
}
