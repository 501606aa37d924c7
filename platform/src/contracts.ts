// Contract suites, one per port, for each adapter's one-line test.
