import { Route, Router, Switch } from 'wouter'
import { AuthCallback } from './routes/AuthCallback.tsx'
import { Cookbook } from './routes/cookbook/Cookbook.tsx'
import { Documentation } from './routes/documentation/Documentation.tsx'
import { AuditLog } from './routes/audit/AuditLog.tsx'
import { PageHistory } from './routes/audit/PageHistory.tsx'
import { Login } from './routes/Login.tsx'
import { MediaLibrary } from './routes/media/MediaLibrary.tsx'
import { PageList } from './routes/PageList.tsx'
import { Placeholder } from './routes/Placeholder.tsx'
import { CreatePage } from './routes/settings/CreatePage.tsx'
import { FormSubmissions } from './routes/settings/FormSubmissions.tsx'
import { Profile } from './routes/settings/Profile.tsx'
import { TranslatePage } from './routes/settings/translate/TranslatePage.tsx'
import { Webhooks } from './routes/settings/Webhooks.tsx'
import { SliceList } from './routes/slicer/SliceList.tsx'
import { SliceTemplate } from './routes/slicer/SliceTemplate.tsx'
import { StudioRoute } from './routes/StudioRoute.tsx'
import { RequireSignIn } from './shell/RequireSignIn.tsx'
import { Shell } from './shell/Shell.tsx'
import { useGuardedLocation } from './shell/useGuardedLocation.ts'

/** A CRUD section of the settings: list, create, and one record by id (the screens are filled by their own issues). */
function Crud({ title, what, copy }: { title: string; what: string; copy?: boolean }) {
  return (
    <Switch>
      <Route path="/">
        <Placeholder title={title} holds={`The list of ${what}, with search, sorting and paging.`} />
      </Route>
      <Route path="/create">
        <Placeholder title={`New ${what}`} holds={`The form for a new record of ${what}.`} />
      </Route>
      {copy && (
        <Route path="/copy/:id">{(p) => <Placeholder title={`Copy ${p.id}`} holds={`A copy of one of the ${what}.`} />}</Route>
      )}
      <Route path="/:id">{(p) => <Placeholder title={`${title}: ${p.id}`} holds={`The form for one of the ${what}.`} />}</Route>
    </Switch>
  )
}

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
                        <Route path="/:id/history">{(p) => <PageHistory pageId={p.id} />}</Route>
                        <Route path="/copy">
                          <Placeholder title="Copy a page" holds="Pick a page and a site; the copy gets new ids." />
                        </Route>
                      </Switch>
                    </Route>
                    <Route path="/head-tags" nest>
                      <Crud title="Head tags" what="head tags" />
                    </Route>
                    <Route path="/redirects" nest>
                      <Crud title="Redirects" what="redirects" />
                    </Route>
                    <Route path="/users" nest>
                      <Crud title="Users" what="users" />
                    </Route>
                    <Route path="/releases">
                      <Placeholder title="Releases" holds="Releases bundle changes to publish together; each has a preview link." />
                    </Route>
                    <Route path="/media" component={MediaLibrary} />
                    <Route path="/audit" component={AuditLog} />
                    <Route path="/profile" component={Profile} />
                    <Route path="/forms" component={FormSubmissions} />
                    <Route path="/webhooks" component={Webhooks} />
                    <Route path="/cookbook" component={Cookbook} />
                    <Route path="/documentation/*?">{(p) => <Documentation documentPath={p['*'] ?? ''} />}</Route>
                    <Route path="/slicer" nest>
                      <Switch>
                        <Route path="/" component={SliceList} />
                        <Route path="/templates/:templateName">{(p) => <SliceTemplate templateName={p.templateName} />}</Route>
                        <Route path="/design-guide">
                          <Placeholder title="Design guide" holds="Each layout's palette, type and spacing." />
                        </Route>
                      </Switch>
                    </Route>
                    <Route>
                      <Placeholder title="404 ERROR" holds="Sorry, we can't find that page." />
                    </Route>
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
