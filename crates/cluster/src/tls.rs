//! TLS to the API server: rustls with the ring provider, as kubectl trusts and identifies.
//!
//! - Trust: the kubeconfig's `certificate-authority-data` or `certificate-authority` (or
//!   `--certificate-authority`); with neither, the public roots: the system's store
//!   (rustls-native-certs) on Linux and Windows, Mozilla's compiled in (webpki-roots) on macOS,
//!   where reading the keychain would need Apple's Security framework.
//! - `insecure-skip-tls-verify`: any certificate is accepted (the handshake's signatures are
//!   still checked), as in kubectl.
//! - Identity: the kubeconfig's `client-certificate(-data)`/`client-key(-data)`, else the newest
//!   certificate of the exec credential plugin ([`crate::credential`]), read as each new
//!   connection is made.
//! - `tls-server-name` names the server for SNI and verification (connect.rs).

use std::sync::Arc;

use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::client::{ResolvesClientCert, WebPkiServerVerifier};
use rustls::crypto::CryptoProvider;
use rustls::sign::CertifiedKey;
use rustls::{DigitallySignedStruct, RootCertStore, SignatureScheme};
use rustls_pki_types::pem::PemObject;
use rustls_pki_types::{CertificateDer, PrivateKeyDer, ServerName, UnixTime};

use crate::credential::Credentials;

/// The one crypto provider: ring.
pub(crate) fn provider() -> Arc<CryptoProvider> {
    Arc::new(rustls::crypto::ring::default_provider())
}

/// A certificate chain and its key, both PEM, as TLS presents them.
pub(crate) fn certified_key(cert_pem: &[u8], key_pem: &[u8]) -> Result<CertifiedKey, String> {
    let certs: Vec<CertificateDer<'static>> = CertificateDer::pem_slice_iter(cert_pem)
        .collect::<Result<_, _>>()
        .map_err(|e| format!("the client certificate is not PEM: {e}"))?;
    if certs.is_empty() {
        return Err("the client certificate holds no certificate".into());
    }
    // The parser's message names no byte of the key.
    let key = PrivateKeyDer::from_pem_slice(key_pem)
        .map_err(|_| "the client key is not a PEM private key".to_string())?;
    CertifiedKey::from_der(certs, key, &provider())
        .map_err(|e| format!("the client certificate and key do not go together: {e}"))
}

/// Where the client certificate comes from.
pub(crate) enum Identity {
    None,
    /// From the kubeconfig's files or data.
    Fixed(Arc<CertifiedKey>),
    /// The exec plugin's newest.
    Exec(Arc<Credentials>),
}

impl std::fmt::Debug for Identity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Identity::None => "Identity::None",
            Identity::Fixed(_) => "Identity::Fixed",
            Identity::Exec(_) => "Identity::Exec",
        })
    }
}

impl ResolvesClientCert for Identity {
    fn resolve(&self, _hints: &[&[u8]], _schemes: &[SignatureScheme]) -> Option<Arc<CertifiedKey>> {
        match self {
            Identity::None => None,
            Identity::Fixed(k) => Some(Arc::clone(k)),
            Identity::Exec(c) => c.client_cert(),
        }
    }

    fn has_certs(&self) -> bool {
        !matches!(self, Identity::None)
    }
}

/// The rustls configuration for one connection: trust (`roots`: DER certificates, `None` for
/// the public roots), `insecure`, and the identity.
pub(crate) fn client_config(
    roots: Option<&[Vec<u8>]>,
    insecure: bool,
    identity: Identity,
) -> Result<rustls::ClientConfig, String> {
    let provider = provider();
    let builder = rustls::ClientConfig::builder_with_provider(Arc::clone(&provider))
        .with_safe_default_protocol_versions()
        .map_err(|e| e.to_string())?;
    let verifier: Arc<dyn ServerCertVerifier> = if insecure {
        Arc::new(AnyCertificate(Arc::clone(&provider)))
    } else {
        let store = match roots {
            Some(ders) => {
                let mut store = RootCertStore::empty();
                for der in ders {
                    store
                        .add(CertificateDer::from(der.clone()))
                        .map_err(|e| format!("the kubeconfig's certificate authority: {e}"))?;
                }
                store
            }
            None => public_roots(),
        };
        WebPkiServerVerifier::builder_with_provider(Arc::new(store), provider)
            .build()
            .map_err(|e| format!("the certificate authority: {e}"))?
    };
    Ok(builder
        .dangerous()
        .with_custom_certificate_verifier(verifier)
        .with_client_cert_resolver(Arc::new(identity)))
}

/// The system's roots (Linux, Windows).
#[cfg(not(target_os = "macos"))]
fn public_roots() -> RootCertStore {
    let mut store = RootCertStore::empty();
    let found = rustls_native_certs::load_native_certs();
    for e in &found.errors {
        tracing::debug!("system certificates: {e}");
    }
    let (added, ignored) = store.add_parsable_certificates(found.certs);
    tracing::debug!("system certificates: {added} trusted, {ignored} unreadable");
    store
}

/// Mozilla's roots, compiled in (macOS: the keychain needs the Security framework).
#[cfg(target_os = "macos")]
fn public_roots() -> RootCertStore {
    RootCertStore {
        roots: webpki_roots::TLS_SERVER_ROOTS.to_vec(),
    }
}

/// `insecure-skip-tls-verify`: any server certificate, the handshake's signatures checked.
#[derive(Debug)]
struct AnyCertificate(Arc<CryptoProvider>);

impl ServerCertVerifier for AnyCertificate {
    fn verify_server_cert(
        &self,
        _end_entity: &CertificateDer<'_>,
        _intermediates: &[CertificateDer<'_>],
        _server_name: &ServerName<'_>,
        _ocsp: &[u8],
        _now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        Ok(ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls12_signature(
            message,
            cert,
            dss,
            &self.0.signature_verification_algorithms,
        )
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls13_signature(
            message,
            cert,
            dss,
            &self.0.signature_verification_algorithms,
        )
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.0.signature_verification_algorithms.supported_schemes()
    }
}
