// After the whole run: the run's database folder goes (a server still running keeps its open
// files until it is stopped, as Linux allows).
import { rmSync } from 'node:fs';

export default function globalTeardown(): void {
  const folder = process.env.TORI_E2E_DIR;
  if (folder) rmSync(folder, { recursive: true, force: true });
}
