/** Which platform ports a service uses; its process opens, checks and closes exactly these. */
export interface ServiceDependencies {
  documents: boolean;
  cache: boolean;
  events: boolean;
}
