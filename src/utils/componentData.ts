/**
 * The rows a data component was given when its page compiled
 * (src/plugins/remark-component-data), or a clear error if it was not.
 */
export function componentData<T>(component: string, data: T | undefined): T {
  if (data === undefined) {
    throw new Error(
      `<${component}> has no data. Its rows are looked up when the page compiles ` +
        '(src/plugins/remark-component-data, in every docs instance and the blog); ' +
        `elsewhere, pass data={${component[0]?.toLowerCase()}${component.slice(1)}Data(…)} yourself.`,
    );
  }
  return data;
}
