import { describe, expect, it } from 'vitest'
import type { Site } from '../../catalogue/model/site.ts'
import { siteOrigin } from './SeeOnSite.tsx'

const site = (more: Partial<Site>): Site => ({ id: 'jewel', slug: 'jewel', name: 'Jewel', kind: 'resort', layout: 'jewel', hosts: ['jewel.localhost'], locales: ['en'], isDefault: false, ...more })
const local = { protocol: 'http:', port: '3381', origin: 'http://localhost:3381' }
const live = { protocol: 'https:', port: '', origin: 'https://studio.example.com' }

describe('siteOrigin', () => {
  it('finds a site at its first host, on the port the studio is reached on', () => {
    expect(siteOrigin(site({}), local)).toBe('http://jewel.localhost:3381')
    expect(siteOrigin(site({ hosts: ['www.jewel.example', 'jewel.example'] }), live)).toBe('https://www.jewel.example')
    expect(siteOrigin(site({ hosts: ['jewel.localhost:8080'] }), local)).toBe('http://jewel.localhost:8080')
  })

  it('uses the studio’s own origin for the default site, a site without hosts or an unknown one', () => {
    expect(siteOrigin(site({ isDefault: true }), local)).toBe('http://localhost:3381')
    expect(siteOrigin(site({ hosts: [] }), live)).toBe('https://studio.example.com')
    expect(siteOrigin(undefined, local)).toBe('http://localhost:3381')
  })
})
