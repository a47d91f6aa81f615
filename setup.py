"""Packages and data for setuptools; the metadata is in pyproject.toml.

The drawings live in the top-level `resources/` folder (shared with the
installer build) and are installed as the package `pardsgui.resources`.
"""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["pardsgui", "pardsgui.*"]), "pardsgui.resources"],
    package_dir={"pardsgui.resources": "resources"},
    package_data={
        "pardsgui": ["locale/*/LC_MESSAGES/*.mo"],  # the compiled translations (scripts/i18n.py)
        "pardsgui.resources": [
            *("**/*.svg", "**/*.png", "**/*.md", "**/*.html", "**/*.desktop", "**/*.xml"),
            "**/*.json",  # the lessons and the puzzles
        ]
    },
)
