// Catch-all: every path is a content page; which ones exist is known only to the build.
export default '/*'
