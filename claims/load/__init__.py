"""Loading: sources read safely (files, URLs, snapshots, claim files) into documents."""
