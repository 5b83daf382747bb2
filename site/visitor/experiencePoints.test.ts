// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { readCookie } from './agentSession.ts'
import { addPoints, allPoints, getPoints } from './experiencePoints.ts'

beforeEach(() => localStorage.clear())

describe('experience points', () => {
  it("keeps points per tag under 'voix:' keys, as integers", () => {
    addPoints(['weddings', 'spa', 'weddings'])
    addPoints(['weddings'])
    expect(localStorage.getItem('voix:weddings')).toBe('2')
    expect(getPoints('spa')).toBe(1)
    expect(getPoints('unknown')).toBe(0)
    expect(allPoints()).toEqual({ weddings: 2, spa: 1 })
  })
  it('parses what is stored as an integer and survives garbage', () => {
    localStorage.setItem('voix:golf', '3.9')
    localStorage.setItem('voix:dining', 'lots')
    localStorage.setItem('other', '5')
    expect(getPoints('golf')).toBe(3)
    expect(getPoints('dining')).toBe(0)
    addPoints(['dining'])
    expect(getPoints('dining')).toBe(1)
    expect(allPoints()).toEqual({ golf: 3, dining: 1 })
  })
})

describe('cookies', () => {
  it('reads one cookie by its exact name', () => {
    expect(readCookie('voix-agent', 'a=1; voix-agent=abc%20d')).toBe('abc d')
    expect(readCookie('voix-agent', 'voix-agent-x=1; a=2')).toBeUndefined()
  })
})
