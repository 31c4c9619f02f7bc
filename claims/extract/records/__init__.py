"""Records: what each placed figure reports (metric, kind, measures, baseline), its
typed draft, and the merge of repeated mentions into one Claim each."""
