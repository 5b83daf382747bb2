import type { BuildResult } from './buildSite.ts'
import { liveBuildId } from './flipLive.ts'

/**
 * The build `npm start` runs before serving. One that fails must not keep the site, the studio and the API down:
 * a failed build changes nothing live, so the last good build is served, and the console says why and what to do.
 * Answers the build, or undefined when it failed.
 */
export async function startupBuild(runBuild: () => Promise<BuildResult>, outRoot: string, log: (line: string) => void): Promise<BuildResult | undefined> {
  try {
    const build = await runBuild()
    log(`build ${build.buildId} is live: ${build.pages} pages in ${build.ms} ms`)
    for (const page of build.skipped)
      log(`  could not make ${page.site ?? '?'}${page.page ?? ''} (${page.kept ? 'its last good version stays live' : 'left out'}): ${page.message}`)
    return build
  } catch (error) {
    const live = liveBuildId(outRoot)
    log(`the startup build failed: ${error instanceof Error ? error.message : String(error)}`)
    log(
      live
        ? `serving the last good build, ${live}; fix the content in the studio and publish again`
        : 'there is no earlier build to serve, so the site shows nothing until a build succeeds; the studio and the API are up: fix the content there and publish again',
    )
    return undefined
  }
}
