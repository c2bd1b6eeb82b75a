#!/usr/bin/env bash
# Package "Double Solitaire.app" (made by PyInstaller's BUNDLE step) into a .dmg.
#
#   packaging/macos/build_dmg.sh "dist/Double Solitaire.app" dist/dsolitaire-<version>-macos-<arch>.dmg
#
# (python packaging/build.py calls this.)
#
# Signing and notarization happen only when the secrets are in the environment:
#   MACOS_CERT_P12        base64 of a "Developer ID Application" certificate + key (.p12)
#   MACOS_CERT_PASSWORD   password of that .p12
#   MACOS_SIGN_IDENTITY   optional: the identity to use (default: the first "Developer ID
#                         Application" identity in the imported certificate)
# and, for notarization, in addition:
#   APPLE_ID              Apple ID (e-mail) of the developer account
#   APPLE_TEAM_ID         10-character team id
#   APPLE_APP_PASSWORD    app-specific password for that Apple ID
# Without them the .dmg holds the ad-hoc-signed app that PyInstaller made (fine for testing;
# Gatekeeper will ask users to confirm on first launch).
set -euo pipefail

app=${1:?usage: build_dmg.sh <path/to/App.app> <output.dmg>}
dmg=${2:?usage: build_dmg.sh <path/to/App.app> <output.dmg>}
volname="Double Solitaire"

[[ -d "$app" ]] || { echo "build_dmg: no app bundle at $app" >&2; exit 1; }
command -v hdiutil >/dev/null || { echo "build_dmg: hdiutil not found (macOS only)" >&2; exit 1; }

work=$(mktemp -d -t dsolitaire-dmg)
keychain=""
cleanup() {
    if [[ -n "$keychain" ]]; then
        security delete-keychain "$keychain" >/dev/null 2>&1 || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

identity=""
if [[ -n "${MACOS_CERT_P12:-}" && -n "${MACOS_CERT_PASSWORD:-}" ]]; then
    echo "build_dmg: importing the signing certificate into a temporary keychain"
    keychain="$work/signing.keychain-db"
    keychain_password=$(uuidgen)
    printf '%s' "$MACOS_CERT_P12" | base64 --decode > "$work/cert.p12"
    security create-keychain -p "$keychain_password" "$keychain"
    security set-keychain-settings -lut 21600 "$keychain"
    security unlock-keychain -p "$keychain_password" "$keychain"
    security import "$work/cert.p12" -k "$keychain" -P "$MACOS_CERT_PASSWORD" \
        -T /usr/bin/codesign -T /usr/bin/security
    rm -f "$work/cert.p12"
    security set-key-partition-list -S apple-tool:,apple:,codesign: -s \
        -k "$keychain_password" "$keychain" >/dev/null
    # Put the temporary keychain first in the search list, keeping the existing ones.
    existing=$(security list-keychains -d user | tr -d '"' | xargs)
    # shellcheck disable=SC2086  # word splitting of the keychain list is intended
    security list-keychains -d user -s "$keychain" $existing
    identity=${MACOS_SIGN_IDENTITY:-$(security find-identity -v -p codesigning "$keychain" \
        | awk -F'"' '/Developer ID Application/ { print $2; exit }')}
    [[ -n "$identity" ]] || { echo "build_dmg: no Developer ID Application identity in MACOS_CERT_P12" >&2; exit 1; }

    echo "build_dmg: signing $app as $identity"
    codesign --force --deep --options runtime --timestamp --sign "$identity" \
        --keychain "$keychain" "$app"
    codesign --verify --deep --strict --verbose=2 "$app"
else
    echo "build_dmg: MACOS_CERT_P12/MACOS_CERT_PASSWORD not set: leaving the app ad-hoc signed"
fi

echo "build_dmg: creating $dmg"
stage="$work/stage"
mkdir -p "$stage"
ditto "$app" "$stage/$(basename "$app")"
ln -s /Applications "$stage/Applications"
mkdir -p "$(dirname "$dmg")"
rm -f "$dmg"
hdiutil create -volname "$volname" -srcfolder "$stage" -fs HFS+ -format UDZO -ov "$dmg"

if [[ -n "$identity" ]]; then
    codesign --force --timestamp --sign "$identity" --keychain "$keychain" "$dmg"
    if [[ -n "${APPLE_ID:-}" && -n "${APPLE_TEAM_ID:-}" && -n "${APPLE_APP_PASSWORD:-}" ]]; then
        echo "build_dmg: notarizing (this waits for Apple)"
        result="$work/notary.json"
        xcrun notarytool submit "$dmg" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
            --password "$APPLE_APP_PASSWORD" --wait --output-format json | tee "$result" || true
        status=$(plutil -extract status raw -o - "$result" 2>/dev/null || true)
        if [[ "$status" != "Accepted" ]]; then
            echo "build_dmg: notarization status '$status'" >&2
            id=$(plutil -extract id raw -o - "$result" 2>/dev/null || true)
            if [[ -n "$id" ]]; then
                xcrun notarytool log "$id" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
                    --password "$APPLE_APP_PASSWORD" >&2 || true
            fi
            exit 1
        fi
        xcrun stapler staple "$dmg"
        xcrun stapler validate "$dmg"
    else
        echo "build_dmg: APPLE_ID/APPLE_TEAM_ID/APPLE_APP_PASSWORD not set: not notarizing"
    fi
fi

echo "build_dmg: wrote $dmg ($(du -h "$dmg" | cut -f1))"
