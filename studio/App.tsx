import { Route, Router, Switch } from 'wouter'
import { AuthCallback } from './routes/AuthCallback.tsx'
import { Caches } from './routes/Caches.tsx'
import { Cookbook } from './routes/cookbook/Cookbook.tsx'
import { Documentation } from './documentation/Documentation.tsx'
import { AuditLog } from './routes/audit/AuditLog.tsx'
import { Login } from './routes/Login.tsx'
import { MediaLibrary } from './media/MediaLibrary.tsx'
import { PageList } from './routes/PageList.tsx'
import { CopyPage } from './routes/pages/CopyPage.tsx'
import { PageHistory } from './routes/pages/PageHistory.tsx'
import { NotFound } from './routes/NotFound.tsx'
import { CreatePage } from './routes/settings/CreatePage.tsx'
import { FormSubmissions } from './routes/settings/FormSubmissions.tsx'
import { Profile } from './routes/settings/Profile.tsx'
import { PublishCheckSettings } from './routes/settings/PublishCheckSettings.tsx'
import { ReleaseScreen } from './releases/ReleaseScreen.tsx'
import { LiveBuilds } from './builds/LiveBuilds.tsx'
import { Releases } from './releases/Releases.tsx'
import { TranslatePage } from './routes/settings/translate/TranslatePage.tsx'
import { Webhooks } from './routes/settings/Webhooks.tsx'
import { SliceList } from './routes/slicer/SliceList.tsx'
import { SliceTemplate } from './routes/slicer/SliceTemplate.tsx'
import { StudioRoute } from './routes/StudioRoute.tsx'
import { recordConfigs } from './records/recordConfigs.ts'
import { RecordScreens } from './records/RecordScreens.tsx'
import { StyleGuide } from './routes/StyleGuide.tsx'
import { RequireCapability } from './shell/RequireCapability.tsx'
import { RequireSignIn } from './shell/RequireSignIn.tsx'
import { Shell } from './shell/Shell.tsx'
import { useGuardedLocation } from './shell/useGuardedLocation.ts'

/** The admin shell's routes of platform.md §2, under /voix. */
export function App() {
  return (
    <Router base="/voix" hook={useGuardedLocation}>
      <Switch>
        <Route path="/login" component={Login} />
        <Route path="/auth/callback" component={AuthCallback} />
        <Route>
          <RequireSignIn>
            <Switch>
              <Route path="/studio" component={StudioRoute} />
              <Route>
                <Shell>
                  <Switch>
                    <Route path="/" component={PageList} />
                    <Route path="/pages" nest>
                      <Switch>
                        <Route path="/" component={PageList} />
                        <Route path="/create" component={CreatePage} />
                        <Route path="/translate" component={TranslatePage} />
                        <Route path="/copy" component={CopyPage} />
                        <Route path="/history/:id">{(p) => <PageHistory id={p.id} />}</Route>
                      </Switch>
                    </Route>
                    {recordConfigs.map((config) => (
                      <Route key={config.path} path={config.path} nest>
                        <RecordScreens config={config} />
                      </Route>
                    ))}
                    <Route path="/releases" component={Releases} />
                    <Route path="/releases/:id">{(p) => <ReleaseScreen key={p.id} id={p.id} />}</Route>
                    <Route path="/live" component={LiveBuilds} />
                    <Route path="/media" component={MediaLibrary} />
                    <Route path="/audit" component={AuditLog} />
                    <Route path="/profile" component={Profile} />
                    <Route path="/caches">
                      <RequireCapability capability="caches:manage" title="Caches" what="see or clear caches">
                        <Caches />
                      </RequireCapability>
                    </Route>
                    <Route path="/style-guide">
                      <StyleGuide title="Style guide" />
                    </Route>
                    <Route path="/forms">
                      <RequireCapability capability="users:manage" title="Form submissions" what="see form submissions">
                        <FormSubmissions />
                      </RequireCapability>
                    </Route>
                    <Route path="/webhooks">
                      <RequireCapability capability="users:manage" title="Webhooks" what="see or change webhooks">
                        <Webhooks />
                      </RequireCapability>
                    </Route>
                    <Route path="/publishing" component={PublishCheckSettings} />
                    <Route path="/cookbook" component={Cookbook} />
                    <Route path="/documentation/*?">{(p) => <Documentation documentPath={p['*'] ?? ''} />}</Route>
                    <Route path="/slicer" nest>
                      <Switch>
                        <Route path="/" component={SliceList} />
                        <Route path="/templates/:templateName">{(p) => <SliceTemplate templateName={p.templateName} />}</Route>
                        <Route path="/design-guide">
                          <StyleGuide title="Design guide" />
                        </Route>
                      </Switch>
                    </Route>
                    <Route component={NotFound} />
                  </Switch>
                </Shell>
              </Route>
            </Switch>
          </RequireSignIn>
        </Route>
      </Switch>
    </Router>
  )
}
