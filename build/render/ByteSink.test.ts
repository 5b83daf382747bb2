import { describe, expect, it } from 'vitest'
import { ByteSink, templateBytes } from './ByteSink.ts'

const text = (sink: ByteSink) => Buffer.from(sink.bytes).toString()

describe('ByteSink', () => {
  it('writes text, bytes and filled templates as the UTF-8 of their text, growing as it goes', () => {
    const sink = new ByteSink()
    const long = 'é’😀 '.repeat(20_000)
    sink.text('plain ')
    sink.text('– ’ ')
    sink.write(Buffer.from('bytes '))
    sink.fill(templateBytes(['<p id="', '">', '’</p>'], [1, 0]), ['a1', 'b2'])
    sink.text(long)
    expect(text(sink)).toBe(`plain – ’ bytes <p id="b2">a1’</p>${long}`)
    expect(text(sink.reset())).toBe('')
  })
})
