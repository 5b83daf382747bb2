import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

describe('folder boundaries lint rule', () => {
  it.each([
    ['site/render/x.ts', "import { a } from '../../studio/api/client.ts'\nvoid a\n"],
    ['catalogue/model/x.ts', "import { a } from '../../site/render/x.ts'\nvoid a\n"],
    ['studio/x.ts', "import { a } from '../content-api/app.ts'\nvoid a\n"],
    ['content-api/x.ts', "import { a } from '../build/buildSite.ts'\nvoid a\n"],
    ['build/x.ts', "import { a } from '../scripts/start.ts'\nvoid a\n"],
  ])('refuses %s importing across the line', async (file, code) => {
    expect((await boundaryErrors(file, code))[0]).toMatch(/may not import/)
  })

  it.each([
    ['site/render/x.ts', "import { a } from '../../catalogue/index.ts'\nvoid a\n"],
    ['build/x.ts', "import { a } from '../site/payload/PagePayload.ts'\nvoid a\n"],
    ['scripts/x.ts', "import { a } from '../content-api/app.ts'\nvoid a\n"],
  ])('allows %s importing what DESIGN.md allows', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([])
  })
})
