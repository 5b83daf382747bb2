export const defaultErrorMessage = 'There was a problem finding your page. Try heading back to the homepage'
