import { useQuery } from '@tanstack/react-query'
import { api } from '../../api/client.ts'

/** A publish's build job, polled until it is live or failed. */
export function JobStatus({ jobId, livePath }: { jobId: string; livePath: string }) {
  const job = useQuery({
    queryKey: ['job', jobId],
    queryFn: () => api.getJob(jobId),
    refetchInterval: (q) => (q.state.data && (q.state.data.status === 'live' || q.state.data.status === 'failed') ? false : 500),
  })
  if (job.isError) return <span role="status">Could not follow the build: {job.error.message}</span>
  const status = job.data?.status ?? 'queued'
  return (
    <span role="status" data-job-status={status}>
      {status === 'live' ? (
        <>
          Published: live. <a href={livePath} target="_blank" rel="noreferrer">Open the live page</a>
          {/* A build goes live without a page it could not make, keeping that page as it was: say which. */}
          {job.data?.error && <span className="savebar__warning"> Not updated: {job.data.error.message}</span>}
        </>
      ) : status === 'failed' ? (
        <>
          Publishing failed: {job.data?.error?.message}
          {/* Not the content's fault: changing the page will not help, so say whom to tell. */}
          {job.data?.error?.kind === 'internal' && ' This is a fault in Voix, not in your content: please tell your developers.'}
        </>
      ) : (
        <>Publishing… ({status})</>
      )}
    </span>
  )
}
