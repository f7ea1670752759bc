// npm run audit:deps: `npm audit --omit=dev --audit-level=high` on the production dependencies.
//   exit 1  high or critical advisories found (listed)
//   exit 0  none found; or the registry's audit endpoint could not be reached, which is said plainly
//           ("audit endpoint unavailable; not checked") and never reported as a pass.
//           With AUDIT_STRICT=1 an unreachable endpoint exits 2 instead.
// `-- --list` prints the production dependencies with their installed versions (docs/security.md).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

function capture(args) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

const parse = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

async function list() {
  const workspaces = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
  const { stdout } = await capture(['ls', '--omit=dev', '--all', '--json']);
  const tree = parse(stdout) ?? {};
  const all = new Map();
  const walk = (deps) => {
    for (const [name, node] of Object.entries(deps ?? {})) {
      if (!node || typeof node !== 'object' || !node.version) continue;
      const key = `${name}@${node.version}`;
      if (all.has(key)) continue;
      all.set(key, true);
      walk(node.dependencies);
    }
  };
  walk(tree.dependencies);
  console.log('| Workspace | Dependency | Wanted | Installed |');
  console.log('|---|---|---|---|');
  for (const pattern of workspaces) {
    const dir = pattern.replace(/\/\*$/, '');
    const { stdout: names } = await capture(['query', `.workspace:path(${dir}/*)`]);
    for (const ws of parse(names) ?? []) {
      const pkg = JSON.parse(readFileSync(path.join(root, ws.location, 'package.json'), 'utf8'));
      for (const [name, wanted] of Object.entries(pkg.dependencies ?? {})) {
        const installed = tree.dependencies?.[pkg.name]?.dependencies?.[name]?.version ?? (wanted.startsWith('*') ? 'workspace' : '?');
        console.log(`| ${pkg.name} | ${name} | ${wanted} | ${installed} |`);
      }
    }
  }
  console.log(`\n${all.size} production packages in all (direct and transitive, workspaces included).`);
}

async function audit() {
  const { code, stdout, stderr } = await capture(['audit', '--omit=dev', '--audit-level=high', '--json']);
  const report = parse(stdout);
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) {
    // No report: the endpoint refused the request (e.g. 405 from a mirror) or could not be reached.
    const reason =
      report?.message ?? report?.error?.summary ?? stderr.split('\n').find((l) => /error|ERR/.test(l)) ?? `npm audit exited ${code}`;
    console.log('audit endpoint unavailable; not checked');
    console.log(`  reason: ${String(reason).replace(/https?:\/\/\S+/g, '<registry>')}`);
    process.exit(process.env.AUDIT_STRICT === '1' ? 2 : 0);
  }
  const serious = Object.values(report.vulnerabilities ?? {}).filter((v) => v.severity === 'high' || v.severity === 'critical');
  console.log(`production dependencies audited: ${report.metadata.dependencies?.prod ?? '?'}`);
  console.log(
    `advisories: critical ${counts.critical}, high ${counts.high}, moderate ${counts.moderate}, low ${counts.low}, info ${counts.info}`,
  );
  if (serious.length) {
    for (const v of serious) {
      const via = v.via.map((x) => (typeof x === 'string' ? x : `${x.title} (${x.url})`)).join('; ');
      console.log(`  ${v.severity.toUpperCase()} ${v.name} ${v.range}: ${via}${v.fixAvailable ? ' [fix available]' : ''}`);
    }
    process.exit(1);
  }
  console.log('no high or critical advisories in production dependencies');
}

if (process.argv.includes('--list')) await list();
else await audit();
