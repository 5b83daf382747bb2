import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { PageWriter, writePageObject } from '../cache/pageObject.ts'
import { outputPaths } from '../outputPaths.ts'
import { pruneBuilds } from './pruneBuilds.ts'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

function write(file: string, text: string): string {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
  return file
}

const anHourAgo = new Date(Date.now() - 60 * 60_000)

describe('pruning', () => {
  it('keeps the pages and packs kept builds use and removes old unused ones, temp files and folders of the earlier layout', () => {
    const outRoot = mkdtempSync(join(tmpdir(), 'voix-prune-'))
    dirs.push(outRoot)
    const paths = outputPaths(outRoot)
    const build = (id: string, routes: Record<string, string>, extras: Record<string, string> = {}) => {
      write(join(paths.build(id), 'hosts.json'), '{"hosts":{},"defaultSite":"demo"}')
      write(join(paths.build(id), 'sites', 'demo', 'routes.json'), JSON.stringify(routes))
      write(join(paths.build(id), 'sites', 'demo', 'extras.json'), JSON.stringify(extras))
    }
    const page = (key: string, old = true) => {
      const file = paths.object(key)
      writePageObject(file, { html: `<p>${key}</p>` })
      if (old) utimesSync(file, anHourAgo, anHourAgo)
      return file
    }
    const aged = (entry: string) => {
      utimesSync(entry, anHourAgo, anHourAgo)
      return entry
    }
    const pack = (name: string, old = true) => {
      const writer = new PageWriter(paths.pack(name))
      writer.append({ html: `<p>${name}</p>` })
      writer.close()
      if (old) aged(paths.pack(name))
      return paths.pack(name)
    }
    build('b1', { '/': 'aa01', '/spa': 'cc01@p-dropped:0' })
    build('b2', { '/': 'aa02', '/spa': 'cc02@p-kept:0' }, { '404': 'bb01' })
    symlinkSync(join('builds', 'b2'), paths.live)
    const kept = [page('aa02'), page('bb01'), pack('p-kept')]
    const dropped = [page('aa01'), pack('p-dropped'), pack('p-killed-build')]
    const young = [page('aa03', false), pack('p-running', false)]
    const temp = aged(write(`${paths.object('aa04')}.tmp-123-1-0`, 'voix-page 1 9'))
    const youngTemp = write(`${paths.object('aa05')}.tmp-123-1-1`, 'voix-page 1 9')
    const oldLayout = join(paths.objects, 'aa', 'aa02')
    write(join(oldLayout, 'index.html'), '<p>old</p>')
    aged(oldLayout)
    const oldTemp = join(paths.objects, 'aa', '.tmp-aa06-1')
    write(join(oldTemp, 'index.html'), '<p>half</p>')
    aged(oldTemp)

    pruneBuilds(outRoot, 1)

    expect(existsSync(paths.build('b1'))).toBe(false)
    for (const file of [...kept, ...young, youngTemp]) expect(existsSync(file)).toBe(true)
    for (const entry of [...dropped, temp, oldLayout, oldTemp]) expect(existsSync(entry)).toBe(false)
  })
})
