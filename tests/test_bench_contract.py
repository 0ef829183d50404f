"""`python main.py bench` is a contract: one JSON object on the last line, one finite number per figure."""

import json
import math
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FIGURES = {"engine_games_per_s", "engine_games_per_s_per_core", "deck_load_s", "deck_load_all_s", "bot_decision_ms",
           "bot_model_load_s", "bot_typed_clue_ms", "bot_typed_french_clue_ms",
           "frame_p50_ms", "frame_p99_ms", "peak_rss_mb", "first_frame_s",
           "phone_join_ms", "phone_action_to_tv_ms_p99", "phone_loop_ms_p99", "idle_cpu_pct", "idle_cpu_real_window",
           "phone_frame_p99_ms", "attract_cpu_pct", "poster_render_ms", "poster_png_ms",
           "audience_join_ms", "audience_vote_to_tv_ms_p99", "audience_phone_action_to_tv_ms_p99",
           "audience_phone_frame_p99_ms", "photo_upload_ms", "photo_upload_loop_ms_p99"}
ZERO_OK = {"idle_cpu_pct", "idle_cpu_real_window"}  # a resting game may measure 0; 0 = no real window


def test_bench_prints_every_figure_as_one_json_object_on_its_last_line(tmp_path):
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), "bench"], cwd=tmp_path, capture_output=True,
                         text=True, timeout=120, env=dict(os.environ))
    assert out.returncode == 0, out.stderr[-2000:]
    figures = json.loads(out.stdout.strip().splitlines()[-1])
    assert set(figures) == FIGURES, out.stderr[-2000:]
    for key, value in figures.items():
        assert isinstance(value, (int, float)) and math.isfinite(value) and (value > 0 or key in ZERO_OK
                                                                             and value == 0), (key, value)
