import { spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort } from './freePort.ts'
import { waitForPort } from './waitForPort.ts'

/** Debian's nginx (README, "Hosting the export"); `NGINX_PATH` for another. */
export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

/**
 * The nginx configuration the README gives for an export, on one loopback port: a server per site named by its
 * hosts (the default site's is the default server), its folder as root, the export's include for it.
 */
export function nginxConfig(dist: string, port: number, prefix: string): string {
  const hosts = JSON.parse(readFileSync(join(dist, 'hosts.json'), 'utf8')) as { hosts: Record<string, string>; defaultSite: string | null }
  const bySite = new Map<string, string[]>()
  for (const [host, slug] of Object.entries(hosts.hosts)) bySite.set(slug, [...(bySite.get(slug) ?? []), host])
  const servers = [...bySite].map(
    ([slug, names]) => `  server {
    listen 127.0.0.1:${port}${slug === hosts.defaultSite ? ' default_server' : ''};
    server_name ${names.join(' ')};
    root ${resolve(dist, slug)};
    include ${resolve(dist, '_nginx', `${slug}.conf`)};
  }`,
  )
  return `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server_names_hash_bucket_size 128;
${servers.join('\n')}
}
`
}

/**
 * Debian's nginx serving an export on a free loopback port, with everything of its own in a temporary folder.
 * The export must be readable by nginx's workers (nobody, when started as root): every folder on its way too.
 */
export async function startNginx(dist: string, port?: number): Promise<{ port: number; origin: (host: string) => string; stop: () => Promise<void> }> {
  const prefix = mkdtempSync(join(tmpdir(), 'voix-nginx-'))
  // Started as root, nginx's workers run as nobody: they must reach its temporary folders (and the export).
  chmodSync(prefix, 0o755)
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, dir))
  const at = port ?? (await freePort())
  writeFileSync(join(prefix, 'nginx.conf'), nginxConfig(dist, at, prefix))
  const child = spawn(nginxPath, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  let exit: string | undefined
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const ended = new Promise<void>((done) => child.once('exit', (code, signal) => ((exit = `${code ?? signal} ${stderr.trim()}`), done())))
  try {
    await waitForPort(at, 15_000, () => exit && `nginx stopped: ${exit}`)
  } catch (error) {
    child.kill('SIGTERM')
    rmSync(prefix, { recursive: true, force: true })
    throw error
  }
  return {
    port: at,
    origin: (host) => `http://${host}:${at}`,
    stop: async () => {
      if (exit === undefined) {
        child.kill('SIGTERM')
        await ended
      }
      rmSync(prefix, { recursive: true, force: true })
    },
  }
}
