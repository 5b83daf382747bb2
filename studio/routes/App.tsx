import { Route, Router, Switch } from 'wouter'
import { AuthCallback } from '../auth/AuthCallback.tsx'
import { Caches } from '../caches/Caches.tsx'
import { Cookbook } from '../cookbook/Cookbook.tsx'
import { Documentation } from '../documentation/Documentation.tsx'
import { AuditLog } from '../audit/AuditLog.tsx'
import { Login } from '../auth/Login.tsx'
import { MediaLibrary } from '../media/MediaLibrary.tsx'
import { PageList } from '../pages/PageList.tsx'
import { CopyPage } from '../pages/CopyPage.tsx'
import { PageHistory } from '../pages/PageHistory.tsx'
import { NotFound } from '../shell/NotFound.tsx'
import { CreatePage } from '../pages/CreatePage.tsx'
import { FormSubmissions } from '../forms/FormSubmissions.tsx'
import { Profile } from '../profile/Profile.tsx'
import { PublishCheckSettings } from '../publishing/PublishCheckSettings.tsx'
import { ReleaseScreen } from '../releases/ReleaseScreen.tsx'
import { LiveBuilds } from '../builds/LiveBuilds.tsx'
import { Releases } from '../releases/Releases.tsx'
import { TranslatePage } from '../pages/translate/TranslatePage.tsx'
import { Webhooks } from '../webhooks/Webhooks.tsx'
import { Tokens } from '../tokens/Tokens.tsx'
import { Clients } from '../clients/Clients.tsx'
import { SliceList } from '../slicer/SliceList.tsx'
import { SliceTemplate } from '../slicer/SliceTemplate.tsx'
import { StudioRoute } from '../editor/StudioRoute.tsx'
import { recordConfigs } from '../records/recordConfigs.ts'
import { RecordScreens } from '../records/RecordScreens.tsx'
import { StyleGuide } from '../slicer/StyleGuide.tsx'
import { RequireCapability } from '../shell/RequireCapability.tsx'
import { RequireSignIn } from '../shell/RequireSignIn.tsx'
import { Shell } from '../shell/Shell.tsx'
import { useGuardedLocation } from '../shell/useGuardedLocation.ts'

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
                    <Route path="/tokens">
                      <RequireCapability capability="users:manage" title="API tokens" what="see or make API tokens">
                        <Tokens />
                      </RequireCapability>
                    </Route>
                    <Route path="/apps">
                      <RequireCapability capability="users:manage" title="Connected apps" what="see or connect apps">
                        <Clients />
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
